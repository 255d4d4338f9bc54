import { useTexts } from '../i18n/texts';
import { useTextsTogether } from '../i18n/useTextsTogether';
import type { CourseSummaryTexts } from './courseTexts/summaries.texts.en';
import type { CourseTexts } from './courseTexts/texts.en';
import { courseSummaryTexts, courseTexts } from './courseTexts/texts';
import { courseNamesIn, coursesIn } from './courses';
import { workFromHomeCourseIn, workFromHomeNamedIn } from './workFromHome';

/** Every course with the words of one language (names, summaries, schedules), and those words. */
export function coursesOf(words: CourseTexts, summaries: CourseSummaryTexts) {
  return {
    ...coursesIn(words, summaries),
    workFromHomeCourse: workFromHomeCourseIn(words, summaries),
    words,
  };
}

/**
 * Every course in the page's language. A component that needs other words as well waits for all
 * of them at once instead (src/i18n/useTextsTogether.ts), then calls coursesOf.
 */
export function useCourses() {
  return coursesOf(...useTextsTogether(courseTexts, courseSummaryTexts));
}

/** Every course by name only, in the page's language: for a page that mentions them. */
export function useCourseNames() {
  const words = useTexts(courseTexts);
  return { ...courseNamesIn(words), workFromHomeCourse: workFromHomeNamedIn(words) };
}
