import { defineTexts } from '../../../i18n/texts';
import type { PrivacyTexts } from './texts.en';

/** The privacy policy's words. */
export const privacyTexts = defineTexts<PrivacyTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
