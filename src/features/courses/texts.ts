import { defineTexts } from '../../i18n/texts';
import type { CoursesTexts } from './texts.en';

/** The words of a course's own page, and of a course id no page has. */
export const coursesTexts = defineTexts<CoursesTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
