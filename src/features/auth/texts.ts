import { defineTexts } from '../../i18n/texts';
import type { AuthTexts } from './texts.en';

/** The words of signing up, logging in and the profile. */
export const authTexts = defineTexts<AuthTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
