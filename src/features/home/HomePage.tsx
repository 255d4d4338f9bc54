import { Link } from 'react-router-dom';
import { allCourses, catalogueCourses } from '../../catalogue/courses';
import { EBOOK_HOW_TO_BUY, ebooks } from '../../catalogue/ebooks';
import { workFromHomeCourse } from '../../catalogue/workFromHome';
import { CertificationBadge } from '../../components/CertificationBadge';
import { CourseCard } from '../../components/CourseCard';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatRupees } from '../../lib/money';
import './HomePage.css';

const featuredCourses = Object.values(catalogueCourses);

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Learn skills, earn from home"
        description={`${site.name}: stock market, digital marketing and spoken English courses, eBooks, and work-from-home data-entry work. ${site.certification} certified.`}
      />

      <section className="home-hero">
        <div className="container home-hero-inner">
          <CertificationBadge />
          <h1>Learn practical skills. Start earning from home.</h1>
          <p className="lead">
            Live courses in stock market basics, digital marketing and spoken English, eBooks you download
            from your library once your payment is confirmed, and genuine data-entry work for approved
            learners, paid at {formatRupees(RUPEES_PER_ENTRY)} for every entry.
          </p>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.courses.href()}>
              Explore courses
            </Link>
            <WhatsAppButton>Ask on WhatsApp</WhatsAppButton>
          </div>
        </div>
      </section>

      <div className="container page">
        <section className="section" aria-labelledby="home-courses">
          <div className="home-section-head">
            <h2 id="home-courses">Popular courses</h2>
            <Link to={paths.courses.href()}>See all {allCourses.length} courses</Link>
          </div>
          <ul className="grid home-cards">
            {featuredCourses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>

        <section className="section home-work" aria-labelledby="home-work">
          <div>
            <h2 id="home-work">Work from home with data entry</h2>
            <p>
              Finish our {workFromHomeCourse.durationHours}-hour data-entry course, get approved, and fill
              entries on our online form from your phone or computer. Every entry earns{' '}
              {formatRupees(RUPEES_PER_ENTRY)}, up to {MAX_ENTRIES_PER_DAY} entries a day, and your earnings
              are recorded daily.
            </p>
            <Price amount={workFromHomeCourse.discountedPrice} originalAmount={workFromHomeCourse.price} />
            <p className="muted">{workFromHomeCourse.moneyBackDays}-day money-back guarantee.</p>
          </div>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.workFromHomeCourse.href()}>
              See the course
            </Link>
          </div>
        </section>

        <section className="section" aria-labelledby="home-ebooks">
          <h2 id="home-ebooks">eBooks</h2>
          <p className="muted">{EBOOK_HOW_TO_BUY}</p>
          <ul className="grid home-cards">
            {ebooks.map((book) => (
              <li key={book.id} className="card home-ebook">
                <img src={book.image} alt="" width="150" height="200" loading="lazy" />
                <span className="tag">{book.sellerTag}</span>
                <h3>
                  <Link to={paths.ebook.href(book.id)}>{book.title}</Link>
                </h3>
                <p className="muted">
                  by {book.author}
                  {book.pages ? ` · ${book.pages} pages` : ''}
                </p>
                <Price amount={book.price} originalAmount={book.originalPrice} />
              </li>
            ))}
          </ul>
        </section>

        <section className="section home-cta" aria-labelledby="home-cta">
          <h2 id="home-cta">Not sure which course is right for you?</h2>
          <p>
            Message us on WhatsApp at {site.phone} and a counsellor will help you choose, with fees and batch
            timings.
          </p>
          <WhatsAppButton>Chat on WhatsApp</WhatsAppButton>
        </section>
      </div>
    </>
  );
}
