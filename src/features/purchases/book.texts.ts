import { defineTexts } from '../../i18n/texts';
import type { BookTexts } from './book.texts.en';

/** What the eBook page, the payment page and My Library say of a book the buyer owns or paid for. */
export const bookTexts = defineTexts<BookTexts>({
  en: () => import('./book.texts.en'),
  hi: () => import('./book.texts.hi'),
});
