import { defineTexts } from '../../i18n/texts';
import type { HomeTexts } from './texts.en';

/** The home page's words. */
export const homeTexts = defineTexts<HomeTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
