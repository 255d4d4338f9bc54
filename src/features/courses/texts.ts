import { defineTexts } from '../../i18n/texts';
import type { CoursesTexts } from './texts.en';

/** The words of the course pages, of training, of the work-from-home course and of enrolment. */
export const coursesTexts = defineTexts<CoursesTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
