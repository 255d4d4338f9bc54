import { defineTexts } from '../../i18n/texts';
import type { EnrolmentTexts } from './enrolment.texts.en';

// A module of its own, so the public course pages, which load ./texts.ts, do not fetch these words.
/** The words of the work-from-home course's page and of enrolment: signed-in pages only. */
export const enrolmentTexts = defineTexts<EnrolmentTexts>({
  en: () => import('./enrolment.texts.en'),
  hi: () => import('./enrolment.texts.hi'),
});
