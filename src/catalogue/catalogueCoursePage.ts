import type { CourseDetailsTexts } from './courseDetails/texts.en';
import { findCatalogueCourse, type CatalogueCourseId, type CourseId } from './courses';
import type { Course, CourseSummary } from './types';

/**
 * The catalogue course of a /courses/{courseId} URL with its whole page, in the language of the
 * courses and details given.
 */
export function findCatalogueCoursePage(
  id: string | undefined,
  courses: Record<CatalogueCourseId, CourseSummary>,
  details: CourseDetailsTexts,
): Course | undefined {
  const course = findCatalogueCourse(id, courses);
  return course && { ...course, ...details[course.id as CourseId] };
}
