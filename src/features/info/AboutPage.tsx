import { Link } from 'react-router-dom';
import { allCourses } from '../../catalogue/courses';
import { workFromHomeCourse } from '../../catalogue/workFromHome';
import { CertificationBadge } from '../../components/CertificationBadge';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { phoneHref, site } from '../../config/site';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import './info.css';

const numberFormat = new Intl.NumberFormat('en-IN');

// Every figure comes from the catalogue, so this page says what the course pages say.
const figures = [
  { value: String(allCourses.length + 1), label: 'skill courses, from spoken English to web development' },
  {
    value: `${numberFormat.format(workFromHomeCourse.studentCount)}+`,
    label: 'learners in our work-from-home data-entry course',
  },
  {
    value: `${workFromHomeCourse.rating} / 5`,
    label: 'average rating from learners of the work-from-home course',
  },
  {
    value: `${workFromHomeCourse.moneyBackDays} days`,
    label: 'money-back guarantee on the work-from-home course',
  },
];

const trainingSteps = [
  {
    title: 'Live classes in small batches',
    text: 'Trainers teach online, in real time, so you can ask questions as you go. Recordings and notes help you catch up if you miss a day.',
  },
  {
    title: 'Practice before theory',
    text: 'Every lesson ends with something to do: a voice note in English, a paper trade, an ad campaign on a practice budget, a form filled without mistakes.',
  },
  {
    title: 'Mentors who do the work',
    text: 'Our mentors have worked in the fields they teach, and they review assignments themselves instead of leaving you with recorded videos.',
  },
  {
    title: 'Help on WhatsApp',
    text: 'Doubts do not wait for the next class: your batch has a trainer you can message on WhatsApp.',
  },
  {
    title: 'Assessment and certificate',
    text: 'A final assessment checks what you can do, and you receive a course completion certificate when you pass.',
  },
];

export function AboutPage() {
  return (
    <div className="page container">
      <PageMeta
        title="About us"
        description={`${site.name} is an ${site.certification} certified training company teaching stock market basics, digital marketing, spoken English and work-from-home skills online.`}
      />

      <header className="info-header">
        <h1>About {site.name}</h1>
        <p className="lead">
          We teach practical skills that help people across India earn, get hired and grow in confidence, in
          plain language, online, and at a fee a family can plan for.
        </p>
        <CertificationBadge />
      </header>

      <section className="section prose" aria-labelledby="about-who">
        <h2 id="about-who">Who we are</h2>
        <p>
          {site.name} is an Indian training and education company. Our learners are students, homemakers, job
          seekers and working people, many from smaller towns, who want a skill they can use within weeks, not
          a degree that takes years. We teach online, so a learner in a village with a smartphone gets the
          same classes as one in a metro city.
        </p>
        <p>
          Alongside our courses we publish practical eBooks, paid simply by UPI, and run a work-from-home
          data-entry programme in which approved learners earn for every accurate entry they complete.
        </p>
      </section>

      <section className="section prose" aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          To make job-ready skills affordable and honest. That means clear fees written on every course page,
          no promises of easy money, no stock tips, and training that ends with something you can actually do.
        </p>
      </section>

      <section className="section" aria-labelledby="about-courses">
        <h2 id="about-courses">What we teach</h2>
        <ul className="grid about-courses">
          {allCourses.map((course) => (
            <li key={course.id} className="card">
              <h3>
                <Link to={course.href}>{course.title}</Link>
              </h3>
              <p className="muted">{course.summary}</p>
            </li>
          ))}
          <li className="card">
            <h3>
              <Link to={paths.workFromHomeCourse.href()}>{workFromHomeCourse.title}</Link>
            </h3>
            <p className="muted">{workFromHomeCourse.summary}</p>
          </li>
        </ul>
      </section>

      <section className="section prose" aria-labelledby="about-iso">
        <h2 id="about-iso">{site.certification} certified</h2>
        <p>
          Our training is delivered under a quality management system certified to {site.certification}, the
          international standard for quality management. In practice this means every course follows a written
          design and review process, trainers are assessed before they teach, learner feedback and complaints
          are recorded and answered, and the whole system is audited by an independent certification body.
        </p>
      </section>

      <section className="section" aria-labelledby="about-how">
        <h2 id="about-how">How we train</h2>
        <ol className="grid about-steps">
          {trainingSteps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="about-numbers">
        <h2 id="about-numbers">In numbers</h2>
        <dl className="about-figures">
          {figures.map((figure) => (
            <div key={figure.label} className="about-figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section prose" aria-labelledby="about-honest">
        <h2 id="about-honest">What we do not do</h2>
        <p>
          We are not a SEBI registered investment advisor: our stock market course is education, not advice.
          We do not promise jobs or fixed earnings. The details are in our{' '}
          <Link to={paths.disclaimer.href()}>disclaimer</Link>.
        </p>
      </section>

      <section className="info-cta" aria-labelledby="about-contact">
        <h2 id="about-contact">Talk to us</h2>
        <p>Not sure which course fits you? Ask us about fees, batch timings and how to join.</p>
        <div className="info-actions">
          <WhatsAppButton>Chat on WhatsApp</WhatsAppButton>
          <a className="btn btn-secondary" href={phoneHref}>
            Call {site.phone}
          </a>
          <Link className="btn btn-primary" to={paths.contact.href()}>
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
