import { Link } from 'react-router-dom';
import { allCourses } from '../../catalogue/courses';
import { EBOOK_HOW_TO_BUY, ebooks } from '../../catalogue/ebooks';
import { CourseCard } from '../../components/CourseCard';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatRupees } from '../../lib/money';
import './courses.css';

export function CoursesPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Courses"
        description="Live online and classroom courses in stock market basics, spoken English, digital marketing, web development, design and more."
      />
      <header className="section">
        <h1>Our Courses</h1>
        <p className="lead">
          Practical, live courses taught by people who do the work: learn a skill that helps you get a job,
          grow your business or earn from home. {site.name} is an {site.certification} certified institute,
          and every course ends with a certificate.
        </p>
        <p className="muted">
          Not sure where to start? Read about <Link to={paths.training.href()}>how our training works</Link>.
        </p>
      </header>
      <ul className="grid course-grid" aria-label="All courses">
        {allCourses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
      <section className="section" aria-labelledby="courses-ebooks">
        <h2 id="courses-ebooks">Prefer to learn at your own pace?</h2>
        <p className="muted">{EBOOK_HOW_TO_BUY}</p>
        <ul className="courses-ebooks">
          {ebooks.map((book) => (
            <li key={book.id}>
              <Link to={paths.ebook.href(book.id)}>{book.title}</Link> · {formatRupees(book.price)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
