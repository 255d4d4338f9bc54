import type { Course } from '../../catalog/types';
import { PageMeta } from '../../components/PageMeta';
import { CourseView } from './CourseView';

/** A whole page about one course: its document title and description, then the course itself. */
export function CoursePage({ course }: { course: Course }) {
  return (
    <>
      <PageMeta title={course.title} description={course.summary} />
      <CourseView course={course} />
    </>
  );
}
