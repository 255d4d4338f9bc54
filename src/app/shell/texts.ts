import { defineTexts } from '../../i18n/texts';
import type { ShellTexts } from './texts.en';

/** The header's, footer's and banner's words: loaded before the page starts (main.tsx). */
export const shellTexts = defineTexts<ShellTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
