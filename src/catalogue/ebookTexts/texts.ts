import { defineTexts } from '../../i18n/texts';
import type { Ebook, EbookFacts } from '../types';
import type { EbookTexts } from './texts.en';

/** The eBooks' words in the page's language: `useTexts(ebookTexts)`, then `inWords(book, words)`. */
export const ebookTexts = defineTexts<EbookTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});

/**
 * A book of the catalogue with its words in a language. Every book has its words in both languages
 * (a test checks); one the texts lacked would show its recorded title and no other words.
 */
export function inWords(book: EbookFacts, words: EbookTexts): Ebook {
  const own = words.books[book.id] ?? { title: book.recordedTitle, sellerTag: '', language: '' };
  return { ...book, ...own };
}
