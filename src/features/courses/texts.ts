import { defineTexts } from '../../i18n/texts';
import type { EnrolmentTexts } from './enrolment.texts.en';
import type { CoursesTexts } from './texts.en';

/** The words of the public course pages and of training. */
export const coursesTexts = defineTexts<CoursesTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});

/** The words of the work-from-home course's page and of enrolment: signed-in pages only. */
export const enrolmentTexts = defineTexts<EnrolmentTexts>({
  en: () => import('./enrolment.texts.en'),
  hi: () => import('./enrolment.texts.hi'),
});
