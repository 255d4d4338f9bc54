import { defineTexts } from '../../i18n/texts';
import type { AdPlaceholderTexts } from './texts.en';

/** The examples the ad forms' fields show before anything is typed, in the page's language. */
export const adPlaceholderTexts = defineTexts<AdPlaceholderTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
