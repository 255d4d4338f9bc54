import { Link, useParams } from 'react-router-dom';
import { findCatalogueCoursePage } from '../../catalogue/catalogueCoursePage';
import { catalogueCourseDetailsTexts } from '../../catalogue/courseDetails/catalogue';
import { courseSummaryTexts, courseTexts } from '../../catalogue/courseTexts/texts';
import { coursesIn } from '../../catalogue/courses';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { CoursePage } from './CoursePage';
import { coursesTexts } from './texts';
import { useTextsTogether } from '../../i18n/useTextsTogether';
import './courses.css';

/** /courses/{courseId}: one of the three catalogue courses, or 'Course not found' for any other id. */
export function CourseDetailPage() {
  const { courseId } = useParams();
  const [words, summaries, details] = useTextsTogether(
    courseTexts,
    courseSummaryTexts,
    catalogueCourseDetailsTexts(courseId),
  );
  const { catalogueCourses } = coursesIn(words, summaries);
  const course = findCatalogueCoursePage(courseId, catalogueCourses, details);

  if (!course) return <CourseNotFound />;
  return <CoursePage course={course} />;
}

function CourseNotFound() {
  const [{ notFound: t }, words] = useTextsTogether(coursesTexts, courseTexts);
  return (
    <section className="container page course-not-found">
      <PageMeta title={words.notFound} description={t.metaDescription} />
      <h1>{words.notFound}</h1>
      <p className="lead">{t.text}</p>
      <Link className="btn btn-primary" to={paths.courses.href()}>
        {t.seeAllCourses}
      </Link>
    </section>
  );
}
