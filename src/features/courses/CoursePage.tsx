import type { Course } from '../../catalogue/types';
import { PageMeta } from '../../components/PageMeta';
import { StructuredData } from '../../components/StructuredData';
import { courseData } from '../../catalogue/courseData';
import { CourseView } from './CourseView';

/** A whole page about one course: its document title, description and schema.org data, then the course. */
export function CoursePage({ course }: { course: Course }) {
  return (
    <>
      <PageMeta title={course.title} description={course.summary} />
      <StructuredData data={courseData(course)} />
      <CourseView course={course} />
    </>
  );
}
