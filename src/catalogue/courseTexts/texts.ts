import { defineTexts } from '../../i18n/texts';
import type { CourseSummaryTexts } from './summaries.texts.en';
import type { CourseTexts } from './texts.en';

/** The courses' names, and the words of their cards and prices: every page that names a course. */
export const courseTexts = defineTexts<CourseTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});

/** Each course's summary and schedule: the cards and a course's own page show them, a mention does not. */
export const courseSummaryTexts = defineTexts<CourseSummaryTexts>({
  en: () => import('./summaries.texts.en'),
  hi: () => import('./summaries.texts.hi'),
});
