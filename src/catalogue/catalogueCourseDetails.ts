import { texts as englishDetails, type CourseDetailsTexts } from './courseDetails/texts.en';
import { catalogueCourses, findCatalogueCourse, type CatalogueCourseId, type CourseId } from './courses';
import type { Course, CourseSummary } from './types';

/**
 * The catalogue course of a /courses/{courseId} URL with its whole page, in the language of the
 * courses and details given (English unless told).
 */
export function findCatalogueCoursePage(
  id: string | undefined,
  courses: Record<CatalogueCourseId, CourseSummary> = catalogueCourses,
  details: CourseDetailsTexts = englishDetails,
): Course | undefined {
  const course = findCatalogueCourse(id, courses);
  return course && { ...course, ...details[course.id as CourseId] };
}
