import { defineTexts } from '../i18n/texts';
import type { FaqTexts } from './faq.texts.en';

/** The FAQ's questions and answers. */
export const faqTexts = defineTexts<FaqTexts>({
  en: () => import('./faq.texts.en'),
  hi: () => import('./faq.texts.hi'),
});
