import { defineTexts } from '../../i18n/texts';
import type { CourseTexts } from './texts.en';

/** The courses' names, summaries and schedules, which every page that lists a course shows. */
export const courseTexts = defineTexts<CourseTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
