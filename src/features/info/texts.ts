import { defineTexts } from '../../i18n/texts';
import type { InfoTexts } from './texts.en';

/** The words of the FAQ page and the frame of the legal documents. */
export const infoTexts = defineTexts<InfoTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
