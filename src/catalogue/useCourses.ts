import { useTexts } from '../i18n/texts';
import type { CourseTexts } from './courseTexts/texts.en';
import { courseTexts } from './courseTexts/texts';
import { coursesIn } from './courses';
import { workFromHomeCourseIn } from './workFromHome';

/** Every course with the words of one language, and those words. */
export function coursesOf(words: CourseTexts) {
  return { ...coursesIn(words), workFromHomeCourse: workFromHomeCourseIn(words), words };
}

/**
 * Every course in the page's language. A component that needs other words as well waits for both
 * at once instead (features/courses/useTextsTogether.ts), then calls coursesOf.
 */
export function useCourses() {
  return coursesOf(useTexts(courseTexts));
}
