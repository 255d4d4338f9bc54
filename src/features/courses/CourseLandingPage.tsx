import { useState } from 'react';
import { Link } from 'react-router-dom';
import { courseSummaryTexts, courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesOf } from '../../catalogue/useCourses';
import { workFromHomeModulesIn } from '../../catalogue/workFromHomeCurriculum';
import { Accordion } from '../../components/Accordion';
import { Modal } from '../../components/Modal';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { paths } from '../../config/paths';
import { enrolmentTexts } from './enrolmentTexts';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import './landing.css';

const count = new Intl.NumberFormat('en-IN');

/**
 * Where the demo lesson is hosted, when the deployment sets one; without it the popup describes the
 * lesson and offers to send the video on WhatsApp.
 */
const demoVideoUrl = (): string | undefined => import.meta.env.VITE_DEMO_VIDEO_URL?.trim() || undefined;

/** /course-details (docs/product.md#screens): the work-from-home data entry course. */
export function CourseLandingPage() {
  const [{ landing: text }, words, summaries] = useTextsTogether(
    enrolmentTexts,
    courseTexts,
    courseSummaryTexts,
  );
  const { workFromHomeCourse: course } = coursesOf(words, summaries);
  const modules = workFromHomeModulesIn(text.curriculum);
  const lessonCount = modules.reduce((total, module) => total + module.lessons.length, 0);
  const [demoOpen, setDemoOpen] = useState(false);
  const video = demoVideoUrl();

  return (
    <article className="landing">
      <PageMeta title={course.title} description={text.metaDescription} />
      <header className="landing-hero">
        <div className="container">
          <span className="tag">{text.eyebrow}</span>
          <h1>{course.title}</h1>
          <p className="landing-hero-summary">{course.summary}</p>
          <dl className="landing-facts">
            <div>
              <dt>{text.factRating}</dt>
              <dd>
                <span className="landing-stars" aria-hidden="true">
                  ★ {course.rating}
                </span>
                <span className="visually-hidden">
                  {text.ratingLabel(course.rating, count.format(course.ratingCount))}
                </span>
              </dd>
            </div>
            <div>
              <dt>{text.factStudents}</dt>
              <dd>{text.students(count.format(course.studentCount))}</dd>
            </div>
            <div>
              <dt>{text.factDuration}</dt>
              <dd>{text.hours(course.durationHours)}</dd>
            </div>
            <div>
              <dt>{text.factModules}</dt>
              <dd>{text.modules(modules.length)}</dd>
            </div>
          </dl>
          <div className="landing-actions">
            {/* The specification's top button refuses, in its own words; the one at the bottom enrols. */}
            <button type="button" className="btn btn-primary" onClick={() => window.alert(text.serverBusy)}>
              {text.enrollNow}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setDemoOpen(true)}>
              {text.watchDemo}
            </button>
          </div>
        </div>
      </header>

      <div className="container landing-body">
        <aside className="card landing-price" aria-labelledby="landing-price-title">
          <h2 id="landing-price-title">{text.priceTitle}</h2>
          <Price amount={course.discountedPrice} originalAmount={course.price} />
          <p className="money-back">{text.moneyBack(course.moneyBackDays)}</p>
          <p className="muted">{text.moneyBackDetail(course.moneyBackDays)}</p>
        </aside>

        <div className="landing-main">
          <section className="landing-section" aria-labelledby="landing-curriculum">
            <h2 id="landing-curriculum">{text.curriculumTitle}</h2>
            <p>{text.curriculumSummary(modules.length, lessonCount, course.durationHours)}</p>
            <Accordion
              allowMultiple
              headingLevel={3}
              items={modules.map((module, index) => ({
                id: module.title,
                title: text.moduleTitle(index + 1, module.title),
                content: (
                  <ul className="lesson-list">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.title}>
                        <span className={lesson.kind === 'assignment' ? 'pill' : 'pill pill--primary'}>
                          {text.lessonKind[lesson.kind]}
                        </span>
                        <span className="lesson-title">{lesson.title}</span>
                        <span className="muted">{text.minutes(lesson.minutes)}</span>
                      </li>
                    ))}
                  </ul>
                ),
              }))}
            />
          </section>

          <section className="landing-section" aria-labelledby="landing-certificate">
            <h2 id="landing-certificate">{text.certificateTitle}</h2>
            <p>{text.certificateText}</p>
            <ul>
              {text.certificatePoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>

          <section className="landing-section" aria-labelledby="landing-instructor">
            <h2 id="landing-instructor">{text.instructorTitle}</h2>
            <h3>{course.instructor}</h3>
            <p className="muted">{text.instructorRole}</p>
            <p>{text.instructorBio}</p>
          </section>

          <section className="landing-section" aria-labelledby="landing-faq">
            <h2 id="landing-faq">{text.faqTitle}</h2>
            <Accordion
              headingLevel={3}
              items={text.faq.map((item) => ({
                id: item.question,
                title: item.question,
                content: <p>{item.answer}</p>,
              }))}
            />
          </section>
        </div>
      </div>

      <section className="container landing-cta" aria-labelledby="landing-cta-title">
        <h2 id="landing-cta-title">{text.ctaTitle}</h2>
        <p>{text.ctaText}</p>
        <Price amount={course.discountedPrice} originalAmount={course.price} />
        <p className="money-back">{text.moneyBack(course.moneyBackDays)}</p>
        <Link className="btn btn-primary" to={paths.enroll.href(course.id)}>
          {text.enrollNow}
        </Link>
      </section>

      <Modal open={demoOpen} onClose={() => setDemoOpen(false)} title={text.demoTitle}>
        {video ? (
          <video
            className="demo-video"
            src={video}
            controls
            preload="metadata"
            aria-label={text.demoVideoLabel}
          />
        ) : (
          <p className="muted">{text.demoUnavailable}</p>
        )}
        <p>{text.demoIntro}</p>
        <ol>
          {text.demoSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {!video && (
          <WhatsAppButton message={text.demoWhatsAppMessage}>
            {text.demoWhatsApp}
            <span className="visually-hidden"> {text.opensInNewTab}</span>
          </WhatsAppButton>
        )}
      </Modal>
    </article>
  );
}
