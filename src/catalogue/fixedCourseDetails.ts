import type { CourseDetailsTexts } from './courseDetails/texts.en';
import { type CourseId, type FixedCourseKey } from './courses';
import type { Course, CourseSummary } from './types';

/** A fixed course with its whole page, in the language of the courses and details given . */
export function fixedCoursePage(
  key: FixedCourseKey,
  courses: Record<FixedCourseKey, CourseSummary>,
  details: CourseDetailsTexts,
): Course {
  const course = courses[key];
  return { ...course, ...details[course.id as CourseId] };
}
