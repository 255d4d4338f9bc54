import { defineTexts } from '../i18n/texts';
import type { CommonTexts } from './texts.en';

/** The shared components' words, used on every kind of page: loaded before the page starts (main.tsx). */
export const commonTexts = defineTexts<CommonTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
