import type { CourseTexts } from './courseTexts/texts.en';
import type { WorkFromHomeModule } from './types';

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
  /** Each module's lessons, in the order of their titles on the landing page (src/features/courses/landing.*.ts). */
  modules: [
    [
      { kind: 'video', minutes: 35 },
      { kind: 'video', minutes: 60 },
      { kind: 'assignment', minutes: 30 },
    ],
    [
      { kind: 'video', minutes: 90 },
      { kind: 'assignment', minutes: 120 },
      { kind: 'video', minutes: 45 },
    ],
    [
      { kind: 'video', minutes: 60 },
      { kind: 'video', minutes: 85 },
      { kind: 'assignment', minutes: 120 },
    ],
    [
      { kind: 'video', minutes: 45 },
      { kind: 'assignment', minutes: 180 },
      { kind: 'video', minutes: 60 },
    ],
    [
      { kind: 'video', minutes: 40 },
      { kind: 'video', minutes: 50 },
      { kind: 'assignment', minutes: 180 },
    ],
  ],
} as const;

/** The course with its words in the language of `words`; its curriculum is workFromHomeModulesIn's. */
export function workFromHomeCourseIn({ workFromHome: words }: CourseTexts) {
  return { ...workFromHomeFacts, title: words.title, summary: words.summary };
}

/**
 * The course's modules and lessons with their titles in a language: only its landing page shows
 * them, so their words are that page's (src/features/courses/landing.*.ts), not every course list's.
 */
export function workFromHomeModulesIn(
  curriculum: readonly { title: string; lessons: readonly string[] }[],
): WorkFromHomeModule[] {
  return workFromHomeFacts.modules.map((lessons, index) => {
    const module = curriculum[index]!;
    return {
      title: module.title,
      lessons: lessons.map((lesson, at) => ({ ...lesson, title: module.lessons[at]! })),
    };
  });
}

export type WorkFromHomeCourse = ReturnType<typeof workFromHomeCourseIn>;
