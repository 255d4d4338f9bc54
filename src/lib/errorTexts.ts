import type { ErrorTexts } from '../backend/errorTexts/texts.en';
import { defineTexts } from '../i18n/texts';

/**
 * The words of failures, in the page's language: `errorMessage(error, useTexts(errorTexts))`.
 * The tables themselves are plain data in src/backend/errorTexts, which the backend words its
 * errors with and which cannot depend on React.
 */
export const errorTexts = defineTexts<ErrorTexts>({
  en: () => import('../backend/errorTexts/texts.en'),
  hi: () => import('../backend/errorTexts/texts.hi'),
});
