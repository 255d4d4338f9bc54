import { defineTexts } from '../../../i18n/texts';
import type { ListingTexts } from './texts.en';

/**
 * The words of the public listing (/ads) and an ad's page (/ads/{id}), apart from the rest of the
 * feature's words so a visitor's first download stays small.
 */
export const listingTexts = defineTexts<ListingTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
