import { defineTexts } from '../../i18n/texts';
import type { CourseDetailsTexts } from './texts.en';

/** The words of the courses' own pages: loaded only by a course page. */
export const courseDetailsTexts = defineTexts<CourseDetailsTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
