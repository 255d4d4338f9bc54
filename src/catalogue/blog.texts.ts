import { defineTexts } from '../i18n/texts';
import type { BlogCatalogueTexts } from './blog.texts.en';

/** The built-in articles' titles, summaries and tag names: the articles themselves stay in English. */
export const blogCatalogueTexts = defineTexts<BlogCatalogueTexts>({
  en: () => import('./blog.texts.en'),
  hi: () => import('./blog.texts.hi'),
});
