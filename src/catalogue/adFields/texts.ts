import { defineTexts } from '../../i18n/texts';
import type { AdFieldTexts } from './texts.en';

/** The labels of the ad forms' fields and the values of their option lists, in the page's language. */
export const adFieldTexts = defineTexts<AdFieldTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
