import { defineTexts } from '../../../i18n/texts';
import type { DisclaimerTexts } from './texts.en';

/** The disclaimer's words. */
export const disclaimerTexts = defineTexts<DisclaimerTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
