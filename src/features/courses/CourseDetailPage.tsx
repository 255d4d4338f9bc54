import { Link, useParams } from 'react-router-dom';
import { findCatalogueCoursePage } from '../../catalogue/catalogueCourseDetails';
import { COURSE_NOT_FOUND } from '../../catalogue/courses';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { CoursePage } from './CoursePage';
import './courses.css';

/** /courses/{courseId}: one of the three catalogue courses, or 'Course not found' for any other id. */
export function CourseDetailPage() {
  const { courseId } = useParams();
  const course = findCatalogueCoursePage(courseId);

  if (!course) return <CourseNotFound />;
  return <CoursePage course={course} />;
}

function CourseNotFound() {
  return (
    <section className="container page course-not-found">
      <PageMeta title={COURSE_NOT_FOUND} description="We could not find the course you asked for." />
      <h1>{COURSE_NOT_FOUND}</h1>
      <p className="lead">The link may be old or mistyped. All our courses are listed on the courses page.</p>
      <Link className="btn btn-primary" to={paths.courses.href()}>
        See all courses
      </Link>
    </section>
  );
}
