import { defineTexts } from '../../i18n/texts';
import type { PurchaseTexts } from './texts.en';

/** The buyer's words of the eBook and payment pages, My Library and the receipt. */
export const purchaseTexts = defineTexts<PurchaseTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
