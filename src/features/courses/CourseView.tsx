import { courseTexts } from '../../catalogue/courseTexts/texts';
import type { Course } from '../../catalogue/types';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { phoneHref, site } from '../../config/site';
import { accentStyle } from '../../lib/accent';
import { useCourseEnquiryMessage } from '../../components/whatsapp';
import type { CoursesTexts } from './texts.en';
import { coursesTexts } from './texts';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import './courses.css';

/**
 * Everything a visitor needs to choose a course (docs/product.md#screens); the page's only h1 is the
 * course title.
 */
export function CourseView({ course }: { course: Course }) {
  const [{ course: t }, { card }] = useTextsTogether(coursesTexts, courseTexts);
  const enquiry = useCourseEnquiryMessage(course.title);

  return (
    <article className="course" style={accentStyle(course.colour)}>
      <header className="course-hero">
        <div className="container">
          <h1>{course.title}</h1>
          <p className="course-hero-summary">{course.summary}</p>
          <dl className="course-facts">
            <div>
              <dt>{t.duration}</dt>
              <dd>{card.duration(course.durationDays)}</dd>
            </div>
            <div>
              <dt>{t.schedule}</dt>
              <dd>{course.schedule}</dd>
            </div>
            <div>
              <dt>{t.mentor}</dt>
              <dd>{course.mentor}</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="container course-body">
        <aside className="card course-enrol" aria-labelledby="course-enrol-title">
          <h2 id="course-enrol-title">{course.fee ? t.feeTitle : t.feesOnRequest}</h2>
          {course.fee ? (
            <Price amount={course.fee.discountedPrice} originalAmount={course.fee.price} />
          ) : (
            <FeesOnRequest enquiry={enquiry} t={t} />
          )}
          <WhatsAppButton message={enquiry} className="btn btn-whatsapp course-enrol-button">
            {t.enrollNow}
            <span className="visually-hidden">{t.opensWhatsApp}</span>
          </WhatsAppButton>
          <p className="course-enrol-note muted">
            {t.enrolNote}
            {course.fee && (
              <>
                {t.callBefore}
                <a href={phoneHref}>{site.phone}</a>
                {t.callAfter}
              </>
            )}
          </p>
        </aside>

        <div className="course-main">
          <section className="course-section" aria-labelledby="course-overview">
            <h2 id="course-overview">{t.overview}</h2>
            {course.overview.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section className="course-section" aria-labelledby="course-syllabus">
            <h2 id="course-syllabus">{t.syllabus}</h2>
            <ol className="course-syllabus">
              {course.syllabus.map((module, index) => (
                <li key={module.title} className="course-module">
                  <h3>
                    <span className="course-module-number">{t.module(index + 1)}</span> {module.title}
                  </h3>
                  <ul>
                    {module.topics.map((topic) => (
                      <li key={topic}>
                        <Quoted text={topic} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>

          <section className="course-section" aria-labelledby="course-benefits">
            <h2 id="course-benefits">{t.benefits}</h2>
            <ul className="course-benefits">
              {course.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>

          <section className="course-section" aria-labelledby="course-mentor">
            <h2 id="course-mentor">{t.yourMentor}</h2>
            <div className="course-mentor">
              <span className="course-mentor-initial" aria-hidden="true">
                {course.mentor.charAt(0)}
              </span>
              <div>
                <h3>{course.mentor}</h3>
                <p>{course.mentorBio}</p>
              </div>
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}

/** A quotation in Latin letters (“discuss about”): English taught as English, in either language. */
const ENGLISH_QUOTE = /“([\x20-\x7E’]+)”/g;

/** A syllabus topic, its English examples marked as English so a Hindi page reads them so. */
function Quoted({ text }: { text: string }) {
  const parts = text.split(ENGLISH_QUOTE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="en">
        “{part}”
      </span>
    ) : (
      part
    ),
  );
}

/** For courses whose fee depends on the batch: how to ask for it. */
function FeesOnRequest({ enquiry, t }: { enquiry: string; t: CoursesTexts['course'] }) {
  return (
    <>
      <p>{t.feeDepends}</p>
      <div className="course-fee-contacts">
        <WhatsAppButton message={enquiry} className="btn btn-secondary">
          {t.askFees}
          <span className="visually-hidden">{t.opensInNewTab}</span>
        </WhatsAppButton>
        <a className="btn btn-secondary" href={phoneHref}>
          {t.call(site.phone)}
        </a>
      </div>
    </>
  );
}
