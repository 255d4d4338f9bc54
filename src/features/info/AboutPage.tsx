import { Link } from 'react-router-dom';
import { useCourses } from '../../catalogue/useCourses';
import { CertificationBadge } from '../../components/CertificationBadge';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { phoneHref, site } from '../../config/site';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { useTexts } from '../../i18n/texts';
import { aboutTexts } from './about/texts';
import { RichText } from './RichText';
import './info.css';

const numberFormat = new Intl.NumberFormat('en-IN');

export function AboutPage() {
  const t = useTexts(aboutTexts);
  const { allCourses, workFromHomeCourse } = useCourses();
  // Every figure comes from the catalogue, so this page says what the course pages say.
  const figures = [
    { value: String(allCourses.length + 1), label: t.figures.courses },
    { value: `${numberFormat.format(workFromHomeCourse.studentCount)}+`, label: t.figures.learners },
    { value: `${workFromHomeCourse.rating} / 5`, label: t.figures.rating },
    { value: t.figures.days(workFromHomeCourse.moneyBackDays), label: t.figures.moneyBack },
  ];
  return (
    <div className="page container">
      <PageMeta title={t.metaTitle} description={t.metaDescription(site.name, site.certification)} />

      <header className="info-header">
        <h1>{t.title(site.name)}</h1>
        <p className="lead">{t.lead}</p>
        <CertificationBadge />
      </header>

      <section className="section prose" aria-labelledby="about-who">
        <h2 id="about-who">{t.who.title}</h2>
        {t.who.text(site.name).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="section prose" aria-labelledby="about-mission">
        <h2 id="about-mission">{t.mission.title}</h2>
        <p>{t.mission.text}</p>
      </section>

      <section className="section" aria-labelledby="about-courses">
        <h2 id="about-courses">{t.whatWeTeach}</h2>
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
        <h2 id="about-iso">{t.certified.title(site.certification)}</h2>
        <p>{t.certified.text(site.certification)}</p>
      </section>

      <section className="section" aria-labelledby="about-how">
        <h2 id="about-how">{t.howWeTrain}</h2>
        <ol className="grid about-steps">
          {t.steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section" aria-labelledby="about-numbers">
        <h2 id="about-numbers">{t.inNumbers}</h2>
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
        <h2 id="about-honest">{t.honest.title}</h2>
        <p>
          <RichText text={t.honest.text} />
        </p>
      </section>

      <section className="info-cta" aria-labelledby="about-contact">
        <h2 id="about-contact">{t.talk.title}</h2>
        <p>{t.talk.text}</p>
        <div className="info-actions">
          <WhatsAppButton>{t.talk.chat}</WhatsAppButton>
          <a className="btn btn-secondary" href={phoneHref}>
            {t.talk.call(site.phone)}
          </a>
          <Link className="btn btn-primary" to={paths.contact.href()}>
            {t.talk.contact}
          </Link>
        </div>
      </section>
    </div>
  );
}
