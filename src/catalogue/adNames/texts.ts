import { defineTexts } from '../../i18n/texts';
import type { AdNameTexts } from './texts.en';

/**
 * The ad categories' and subcategories' names, the states and the price bands, in the page's
 * language: what the public listing shows of an ad, without the forms' fields.
 */
export const adNameTexts = defineTexts<AdNameTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
