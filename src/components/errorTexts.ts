import type { AuthFailureTexts } from '../backend/words/authFailures.texts.en';
import type { ErrorTexts } from '../backend/words/texts.en';
import { defineTexts } from '../i18n/texts';

/**
 * The words of failures, in the page's language: `errorMessage(error, useTexts(errorTexts))`.
 * The tables themselves are plain data in src/backend/words, which the backend words its
 * errors with and which cannot depend on React.
 */
export const errorTexts = defineTexts<ErrorTexts>({
  en: () => import('../backend/words/texts.en'),
  hi: () => import('../backend/words/texts.hi'),
});

/** The failures of signing in and up, in the page's language: `describeAuthError(error, useTexts(authFailureTexts))`. */
export const authFailureTexts = defineTexts<AuthFailureTexts>({
  en: () => import('../backend/words/authFailures.texts.en'),
  hi: () => import('../backend/words/authFailures.texts.hi'),
});
