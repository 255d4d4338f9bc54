import { defineTexts } from '../../i18n/texts';
import type { CoursesTexts } from './texts.en';

/** The words of the public course pages and of training. */
export const coursesTexts = defineTexts<CoursesTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
