import { texts as englishDetails, type CourseDetailsTexts } from './courseDetails/texts.en';
import { fixedCourses, type CourseId, type FixedCourseKey } from './courses';
import type { Course, CourseSummary } from './types';

/** A fixed course with its whole page, in the language of the courses and details given (English unless told). */
export function fixedCoursePage(
  key: FixedCourseKey,
  courses: Record<FixedCourseKey, CourseSummary> = fixedCourses,
  details: CourseDetailsTexts = englishDetails,
): Course {
  const course = courses[key];
  return { ...course, ...details[course.id as CourseId] };
}
