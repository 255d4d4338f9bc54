import { texts } from '../components/texts.en';

/**
 * The shared words in English, for the modules not yet reading them in the page's language
 * (useTexts(commonTexts), src/components/texts.ts): to go once each has moved.
 */
export const messages = texts.page;
export const bookMessages = texts.book;
