import { defineTexts } from '../../i18n/texts';
import type { CourseListTexts } from './list.texts.en';

/** The words of /courses: a course's own page does not need them. */
export const courseListTexts = defineTexts<CourseListTexts>({
  en: () => import('./list.texts.en'),
  hi: () => import('./list.texts.hi'),
});
