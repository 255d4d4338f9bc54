import { defineTexts } from '../../../i18n/texts';
import type { TermsTexts } from './texts.en';

/** The terms of use's words. */
export const termsTexts = defineTexts<TermsTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
