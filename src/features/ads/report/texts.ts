import { defineTexts } from '../../../i18n/texts';
import type { ReportTexts } from './texts.en';

/** The words of reporting an ad (/report-ad/{id}), in the page's language. */
export const reportTexts = defineTexts<ReportTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
