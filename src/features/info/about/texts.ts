import { defineTexts } from '../../../i18n/texts';
import type { AboutTexts } from './texts.en';

/** The about page's words. */
export const aboutTexts = defineTexts<AboutTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
