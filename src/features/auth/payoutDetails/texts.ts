import { defineTexts } from '../../../i18n/texts';
import type { PayoutDetailsTexts } from './texts.en';

/** The words of a worker's payout details, on their profile. */
export const payoutDetailsTexts = defineTexts<PayoutDetailsTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
