import { Link } from 'react-router-dom';
import { ebooks } from '../../catalogue/ebooks';
import { ebookTexts, inWords } from '../../catalogue/ebookTexts/texts';
import { courseSummaryTexts, courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesOf } from '../../catalogue/useCourses';
import { CourseCard } from '../../components/CourseCard';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { formatRupees } from '../../lib/money';
import { courseListTexts } from './list.texts';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import './courses.css';

export function CoursesPage() {
  const [t, words, summaries, books] = useTextsTogether(
    courseListTexts,
    courseTexts,
    courseSummaryTexts,
    ebookTexts,
  );
  const { allCourses } = coursesOf(words, summaries);
  return (
    <div className="container page">
      <PageMeta title={t.metaTitle} description={t.metaDescription} />
      <header className="section">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <p className="muted">
          {t.notSureBefore}
          <Link to={paths.training.href()}>{t.notSureLink}</Link>
          {t.notSureAfter}
        </p>
      </header>
      <ul className="grid course-grid" aria-label={t.allCourses}>
        {allCourses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
      <section className="section" aria-labelledby="courses-ebooks">
        <h2 id="courses-ebooks">{t.ebooksTitle}</h2>
        <p className="muted">{books.howToBuy}</p>
        <ul className="courses-ebooks">
          {ebooks
            .map((each) => inWords(each, books))
            .map((book) => (
              <li key={book.id}>
                <Link to={paths.ebook.href(book.id)}>{book.title}</Link> · {formatRupees(book.price)}
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
