import { Link } from 'react-router-dom';
import { ebooks } from '../../catalogue/ebooks';
import { ebookTexts, inWords } from '../../catalogue/ebookTexts/texts';
import { useCourses } from '../../catalogue/useCourses';
import { CertificationBadge } from '../../components/CertificationBadge';
import { CourseCard } from '../../components/CourseCard';
import { PageMeta } from '../../components/PageMeta';
import { Price } from '../../components/Price';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { formatRupees } from '../../lib/money';
import { homeTexts } from './texts';
import './HomePage.css';

export function HomePage() {
  const t = useTexts(homeTexts);
  const { catalogueCourses, allCourses, workFromHomeCourse } = useCourses();
  const books = useTexts(ebookTexts);
  const perEntry = formatRupees(RUPEES_PER_ENTRY);
  return (
    <>
      <PageMeta title={t.metaTitle} description={t.metaDescription(site.name, site.certification)} />

      <section className="home-hero">
        <div className="container home-hero-inner">
          <CertificationBadge />
          <h1>{t.title}</h1>
          <p className="lead">{t.lead(perEntry)}</p>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.courses.href()}>
              {t.exploreCourses}
            </Link>
            <WhatsAppButton>{t.askOnWhatsApp}</WhatsAppButton>
          </div>
        </div>
      </section>

      <div className="container page">
        <section className="section" aria-labelledby="home-courses">
          <div className="home-section-head">
            <h2 id="home-courses">{t.popularCourses}</h2>
            <Link to={paths.courses.href()}>{t.seeAllCourses(allCourses.length)}</Link>
          </div>
          <ul className="grid home-cards">
            {Object.values(catalogueCourses).map((course) => (
              <li key={course.id}>
                <CourseCard course={course} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>

        <section className="section home-work" aria-labelledby="home-work">
          <div>
            <h2 id="home-work">{t.work.title}</h2>
            <p>{t.work.text(workFromHomeCourse.durationHours, perEntry, MAX_ENTRIES_PER_DAY)}</p>
            <Price amount={workFromHomeCourse.discountedPrice} originalAmount={workFromHomeCourse.price} />
            <p className="muted">{t.work.moneyBack(workFromHomeCourse.moneyBackDays)}</p>
          </div>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.workFromHomeCourse.href()}>
              {t.work.seeCourse}
            </Link>
          </div>
        </section>

        <section className="section" aria-labelledby="home-ebooks">
          <h2 id="home-ebooks">{t.ebooks}</h2>
          <p className="muted">{books.howToBuy}</p>
          <ul className="grid home-cards">
            {ebooks
              .map((each) => inWords(each, books))
              .map((book) => (
                <li key={book.id} className="card home-ebook">
                  <img src={book.image} alt="" width="150" height="200" loading="lazy" />
                  <span className="tag">{book.sellerTag}</span>
                  <h3>
                    <Link to={paths.ebook.href(book.id)}>{book.title}</Link>
                  </h3>
                  <p className="muted">{t.byline(book.author, book.pages)}</p>
                  <Price amount={book.price} originalAmount={book.originalPrice} />
                </li>
              ))}
          </ul>
        </section>

        <section className="section home-cta" aria-labelledby="home-cta">
          <h2 id="home-cta">{t.cta.title}</h2>
          <p>{t.cta.text(site.phone)}</p>
          <WhatsAppButton>{t.cta.chat}</WhatsAppButton>
        </section>
      </div>
    </>
  );
}
