import type { Course } from '../../catalogue/types';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { phoneHref, site } from '../../config/site';
import { accentStyle } from '../../lib/accent';
import { durationLabel } from '../../lib/durations';
import { courseEnquiryMessage } from '../../lib/whatsapp';
import './courses.css';

/**
 * Everything a visitor needs to choose a course (docs/product.md#screens); the page's only h1 is the
 * course title.
 */
export function CourseView({ course }: { course: Course }) {
  const enquiry = courseEnquiryMessage(course.title);

  return (
    <article className="course" style={accentStyle(course.colour)}>
      <header className="course-hero">
        <div className="container">
          <h1>{course.title}</h1>
          <p className="course-hero-summary">{course.summary}</p>
          <dl className="course-facts">
            <div>
              <dt>Duration</dt>
              <dd>{durationLabel(course.durationDays)}</dd>
            </div>
            <div>
              <dt>Schedule</dt>
              <dd>{course.schedule}</dd>
            </div>
            <div>
              <dt>Mentor</dt>
              <dd>{course.mentor}</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="container course-body">
        <aside className="card course-enrol" aria-labelledby="course-enrol-title">
          <h2 id="course-enrol-title">{course.fee ? 'Course fee' : 'Fees on request'}</h2>
          {course.fee ? (
            <Price amount={course.fee.discountedPrice} originalAmount={course.fee.price} />
          ) : (
            <FeesOnRequest enquiry={enquiry} />
          )}
          <WhatsAppButton message={enquiry} className="btn btn-whatsapp course-enrol-button">
            Enroll Now<span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
          </WhatsAppButton>
          <p className="course-enrol-note muted">
            Opens WhatsApp with a message about this course, so you can ask about batch dates before you pay.
            {course.fee && (
              <>
                {' '}
                Prefer to talk? Call <a href={phoneHref}>{site.phone}</a>.
              </>
            )}
          </p>
        </aside>

        <div className="course-main">
          <section className="course-section" aria-labelledby="course-overview">
            <h2 id="course-overview">Overview</h2>
            {course.overview.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section className="course-section" aria-labelledby="course-syllabus">
            <h2 id="course-syllabus">Syllabus</h2>
            <ol className="course-syllabus">
              {course.syllabus.map((module, index) => (
                <li key={module.title} className="course-module">
                  <h3>
                    <span className="course-module-number">Module {index + 1}</span> {module.title}
                  </h3>
                  <ul>
                    {module.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>

          <section className="course-section" aria-labelledby="course-benefits">
            <h2 id="course-benefits">What you gain</h2>
            <ul className="course-benefits">
              {course.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>

          <section className="course-section" aria-labelledby="course-mentor">
            <h2 id="course-mentor">Your mentor</h2>
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

/** For courses whose fee depends on the batch: how to ask for it. */
function FeesOnRequest({ enquiry }: { enquiry: string }) {
  return (
    <>
      <p>
        The fee depends on the batch you choose: weekday or weekend, online or in our classroom. Ask us and we
        will tell you the current fee and the date of the next batch.
      </p>
      <div className="course-fee-contacts">
        <WhatsAppButton message={enquiry} className="btn btn-secondary">
          Ask for fees on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </WhatsAppButton>
        <a className="btn btn-secondary" href={phoneHref}>
          Call {site.phone}
        </a>
      </div>
    </>
  );
}
