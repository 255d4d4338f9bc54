import { defineTexts } from '../../i18n/texts';
import type { AdTexts } from './texts.en';

/** The words of posting an ad and of My ads, in the page's language. */
export const adTexts = defineTexts<AdTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
