import { defineTexts } from '../i18n/texts';
import type { VerificationTexts } from './verification.texts.en';

/**
 * The words of verifying an e-mail address: the notice on the ad form and the report of an ad (a
 * shared component) and the page the link lands on (features/auth), so they live where all may
 * read them.
 */
export const verificationTexts = defineTexts<VerificationTexts>({
  en: () => import('./verification.texts.en'),
  hi: () => import('./verification.texts.hi'),
});
