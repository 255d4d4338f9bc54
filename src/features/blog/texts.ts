import { defineTexts } from '../../i18n/texts';
import type { BlogTexts } from './texts.en';

/** The blog's words around the articles: headings, labels and the ways back. */
export const blogTexts = defineTexts<BlogTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
