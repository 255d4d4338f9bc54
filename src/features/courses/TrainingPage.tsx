import { allCourses, fixedCourses } from '../../catalogue/courses';
import { CourseCard } from '../../components/CourseCard';
import { PageMeta } from '../../components/PageMeta';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { phoneHref, site } from '../../config/site';
import './courses.css';

const approach = [
  {
    title: 'Live batches',
    text: 'Every class is taught live by a trainer who knows your name. Batches are kept small so you can ask questions and get corrected on the spot, and recordings are shared for revision.',
  },
  {
    title: 'Practical projects',
    text: 'You learn by doing: campaigns, websites, designs, trade journals and mock interviews. Each course ends with work you can show an employer or a client.',
  },
  {
    title: 'Certificates',
    text: `Complete the course and its final assessment to receive a certificate from ${site.name}, an ${site.certification} certified institute.`,
  },
  {
    title: 'Placement and earning support',
    text: 'CV reviews, mock interviews and introductions to hiring partners, plus guidance on freelancing and work-from-home earning. We help you prepare and apply; we do not promise a job.',
  },
  {
    title: 'Timings that fit your day',
    text: 'Morning, evening and weekend batches for students, working professionals and homemakers. Missed a class? Join the same topic in another batch that week.',
  },
  {
    title: 'Online or in the classroom',
    text: `Join live online classes from anywhere in India on a laptop or a phone, or attend in person at our centre: ${site.address}.`,
  },
] as const;

const batchTimings = [
  { batch: 'Morning', time: '7:00 AM – 9:00 AM, Monday to Saturday' },
  { batch: 'Afternoon', time: '2:00 PM – 4:00 PM, Monday to Friday' },
  { batch: 'Evening', time: '7:00 PM – 9:00 PM, Monday to Friday' },
  { batch: 'Weekend', time: '10:00 AM – 1:00 PM, Saturday and Sunday' },
] as const;

// Social media marketing is the programme that lives under /training, so it leads the list.
const programmes = [
  fixedCourses.socialMediaMarketing,
  ...allCourses.filter((course) => course !== fixedCourses.socialMediaMarketing),
];

export function TrainingPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Training Programs"
        description={`How ${site.name} trains: live batches, practical projects, certificates, placement support, flexible timings, online or in the classroom.`}
      />
      <header className="section">
        <h1>Training Programs</h1>
        <p className="lead">
          Job-ready skills, taught live by working professionals. Learn online from anywhere in India or in
          our classroom, at a time that suits you, and finish with projects, a certificate and help with what
          comes next.
        </p>
      </header>

      <section className="section" aria-labelledby="training-approach">
        <h2 id="training-approach">How our training works</h2>
        <ul className="grid training-approach">
          {approach.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="training-timings">
        <h2 id="training-timings">Batch timings</h2>
        <p className="muted">
          Times are Indian Standard Time. Not every course runs in every slot: ask us for the next batch of
          the course you want.
        </p>
        <dl className="training-timings">
          {batchTimings.map(({ batch, time }) => (
            <div key={batch}>
              <dt>{batch}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section" aria-labelledby="training-programmes">
        <h2 id="training-programmes">Our training programmes</h2>
        <ul className="grid course-grid">
          {programmes.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section card training-contact" aria-labelledby="training-contact">
        <h2 id="training-contact">Not sure which programme fits you?</h2>
        <p>Tell us what you want to achieve and we will suggest a course and a batch.</p>
        <div className="card-actions">
          <WhatsAppButton>
            Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </WhatsAppButton>
          <a className="btn btn-secondary" href={phoneHref}>
            Call {site.phone}
          </a>
        </div>
      </section>
    </div>
  );
}
