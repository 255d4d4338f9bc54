import { useState } from 'react';
import { Link } from 'react-router-dom';
import { workFromHomeCourse as course } from '../../catalog/workFromHome';
import { Accordion } from '../../components/Accordion';
import { Modal } from '../../components/Modal';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { paths } from '../../config/paths';
import { dataEntryMessages as m } from './messages';
import './data-entry.css';

const l = m.landing;
const count = new Intl.NumberFormat('en-IN');
const lessonCount = course.modules.reduce((total, module) => total + module.lessons.length, 0);

/**
 * Where the demo lesson is hosted, when the deployment sets one; without it the popup describes the
 * lesson and offers to send the video on WhatsApp.
 */
const demoVideoUrl = (): string | undefined => import.meta.env.VITE_DEMO_VIDEO_URL?.trim() || undefined;

/** /course-details (spec screen 1): the work-from-home data entry course. */
export function CourseLandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const video = demoVideoUrl();

  return (
    <article className="landing">
      <PageMeta title={course.title} description={l.metaDescription} />
      <header className="landing-hero">
        <div className="container">
          <span className="tag">{l.eyebrow}</span>
          <h1>{course.title}</h1>
          <p className="landing-hero-summary">{course.summary}</p>
          <dl className="landing-facts">
            <div>
              <dt>{l.factRating}</dt>
              <dd>
                <span className="landing-stars" aria-hidden="true">
                  ★ {course.rating}
                </span>
                <span className="visually-hidden">
                  {l.ratingLabel(course.rating, count.format(course.ratingCount))}
                </span>
              </dd>
            </div>
            <div>
              <dt>{l.factStudents}</dt>
              <dd>{l.students(count.format(course.studentCount))}</dd>
            </div>
            <div>
              <dt>{l.factDuration}</dt>
              <dd>{l.hours(course.durationHours)}</dd>
            </div>
            <div>
              <dt>{l.factModules}</dt>
              <dd>{l.modules(course.modules.length)}</dd>
            </div>
          </dl>
          <div className="landing-actions">
            {/* The specification's top button refuses, in its own words; the one at the bottom enrols. */}
            <button type="button" className="btn btn-primary" onClick={() => window.alert(m.serverBusy)}>
              {m.enrollNow}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setDemoOpen(true)}>
              {l.watchDemo}
            </button>
          </div>
        </div>
      </header>

      <div className="container landing-body">
        <aside className="card landing-price" aria-labelledby="landing-price-title">
          <h2 id="landing-price-title">{l.priceTitle}</h2>
          <Price amount={course.discountedPrice} originalAmount={course.price} />
          <p className="money-back">{l.moneyBack(course.moneyBackDays)}</p>
          <p className="muted">{l.moneyBackDetail(course.moneyBackDays)}</p>
        </aside>

        <div className="landing-main">
          <section className="landing-section" aria-labelledby="landing-curriculum">
            <h2 id="landing-curriculum">{l.curriculumTitle}</h2>
            <p>{l.curriculumSummary(course.modules.length, lessonCount, course.durationHours)}</p>
            <Accordion
              allowMultiple
              headingLevel={3}
              items={course.modules.map((module, index) => ({
                id: module.title,
                title: l.moduleTitle(index + 1, module.title),
                content: (
                  <ul className="lesson-list">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.title}>
                        <span className={`lesson-kind lesson-kind--${lesson.kind}`}>
                          {l.lessonKind[lesson.kind]}
                        </span>
                        <span className="lesson-title">{lesson.title}</span>
                        <span className="muted">{l.minutes(lesson.minutes)}</span>
                      </li>
                    ))}
                  </ul>
                ),
              }))}
            />
          </section>

          <section className="landing-section" aria-labelledby="landing-certificate">
            <h2 id="landing-certificate">{l.certificateTitle}</h2>
            <p>{l.certificateText}</p>
            <ul>
              {l.certificatePoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>

          <section className="landing-section" aria-labelledby="landing-instructor">
            <h2 id="landing-instructor">{l.instructorTitle}</h2>
            <h3>{l.instructorName}</h3>
            <p className="muted">{l.instructorRole}</p>
            <p>{l.instructorBio}</p>
          </section>

          <section className="landing-section" aria-labelledby="landing-faq">
            <h2 id="landing-faq">{l.faqTitle}</h2>
            <Accordion
              headingLevel={3}
              items={l.faq.map((item) => ({
                id: item.question,
                title: item.question,
                content: <p>{item.answer}</p>,
              }))}
            />
          </section>
        </div>
      </div>

      <section className="container landing-cta" aria-labelledby="landing-cta-title">
        <h2 id="landing-cta-title">{l.ctaTitle}</h2>
        <p>{l.ctaText}</p>
        <Price amount={course.discountedPrice} originalAmount={course.price} />
        <p className="money-back">{l.moneyBack(course.moneyBackDays)}</p>
        <Link className="btn btn-primary" to={paths.enroll.href(course.id)}>
          {m.enrollNow}
        </Link>
      </section>

      <Modal open={demoOpen} onClose={() => setDemoOpen(false)} title={l.demoTitle}>
        {video ? (
          <video
            className="demo-video"
            src={video}
            controls
            preload="metadata"
            aria-label={l.demoVideoLabel}
          />
        ) : (
          <p className="muted">{l.demoUnavailable}</p>
        )}
        <p>{l.demoIntro}</p>
        <ol>
          {l.demoSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {!video && (
          <WhatsAppButton message={l.demoWhatsAppMessage}>
            {l.demoWhatsApp}
            <span className="visually-hidden"> {m.opensInNewTab}</span>
          </WhatsAppButton>
        )}
      </Modal>
    </article>
  );
}
