import type { CourseSummaryTexts } from './courseTexts/summaries.texts.en';
import type { CourseTexts } from './courseTexts/texts.en';

/** The work-from-home data-entry course of /course-details (docs/product.md#entities): its facts. */
export const workFromHomeFacts = {
  id: 'work-from-home-data-entry',
  price: 20000,
  discountedPrice: 14999,
  percentOff: 25,
  durationHours: 20,
  moneyBackDays: 30,
  rating: 4.7,
  ratingCount: 1860,
  studentCount: 12450,
  instructor: 'Meera Iyer',
} as const;

/** The course with its name in the language of `words`: what a page that only names it needs. */
export function workFromHomeNamedIn({ workFromHome: words }: CourseTexts) {
  return { ...workFromHomeFacts, title: words.title };
}

/** The course with its name and summary in one language; its curriculum is ./workFromHomeCurriculum.ts's. */
export function workFromHomeCourseIn(words: CourseTexts, summaries: CourseSummaryTexts) {
  return { ...workFromHomeNamedIn(words), summary: summaries.workFromHome.summary };
}

export type WorkFromHomeCourse = ReturnType<typeof workFromHomeCourseIn>;
