import { texts as english, type CourseTexts } from './courseTexts/texts.en';
import type { WorkFromHomeModule } from './types';

/** The work-from-home data-entry course of /course-details (docs/product.md#entities): its facts. */
const facts = {
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
  /** Each module's lessons, in the order of their titles in courseTexts/. */
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

/** The course with its words in the language of `words`. */
export function workFromHomeCourseIn({ workFromHome: words }: CourseTexts) {
  return {
    ...facts,
    title: words.title,
    summary: words.summary,
    modules: facts.modules.map((lessons, index): WorkFromHomeModule => {
      const module = words.modules[index]!;
      return {
        title: module.title,
        lessons: lessons.map((lesson, at) => ({ ...lesson, title: module.lessons[at]! })),
      };
    }),
  };
}

export type WorkFromHomeCourse = ReturnType<typeof workFromHomeCourseIn>;

/** In English, for the pages that name it in English only. */
export const workFromHomeCourse: WorkFromHomeCourse = workFromHomeCourseIn(english);
