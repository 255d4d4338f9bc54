import { courseSummaryTexts, courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesOf } from '../../catalogue/useCourses';
import { CourseCard } from '../../components/CourseCard';
import { PageMeta } from '../../components/PageMeta';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { phoneHref, site } from '../../config/site';
import { trainingTexts } from './trainingTexts';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import './courses.css';

export function TrainingPage() {
  const [t, words, summaries] = useTextsTogether(trainingTexts, courseTexts, courseSummaryTexts);
  const { allCourses, fixedCourses } = coursesOf(words, summaries);
  // Social media marketing is the programme that lives under /training, so it leads the list.
  const programmes = [
    fixedCourses.socialMediaMarketing,
    ...allCourses.filter((course) => course !== fixedCourses.socialMediaMarketing),
  ];

  return (
    <div className="container page">
      <PageMeta title={t.metaTitle} description={t.metaDescription} />
      <header className="section">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
      </header>

      <section className="section" aria-labelledby="training-approach">
        <h2 id="training-approach">{t.approachTitle}</h2>
        <ul className="grid training-approach">
          {t.approach.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>
                {item.text}
                {item.afterAddress !== undefined && (
                  // The address is written as the post office knows it, in English on a Hindi page too.
                  <>
                    <span lang="en">{site.address}</span>
                    {item.afterAddress}
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="training-timings">
        <h2 id="training-timings">{t.timingsTitle}</h2>
        <p className="muted">{t.timingsNote}</p>
        <dl className="training-timings">
          {t.timings.map(({ batch, time }) => (
            <div key={batch}>
              <dt>{batch}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section" aria-labelledby="training-programmes">
        <h2 id="training-programmes">{t.programmesTitle}</h2>
        <ul className="grid course-grid">
          {programmes.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section card training-contact" aria-labelledby="training-contact">
        <h2 id="training-contact">{t.contactTitle}</h2>
        <p>{t.contactText}</p>
        <div className="card-actions">
          <WhatsAppButton>
            {t.chat}
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </WhatsAppButton>
          <a className="btn btn-secondary" href={phoneHref}>
            {t.call(site.phone)}
          </a>
        </div>
      </section>
    </div>
  );
}
