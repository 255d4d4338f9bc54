import type { CommonTexts } from './texts.en';

/** The shared components' words in Hindi (docs/hindi-glossary.md). */
export const texts: CommonTexts = {
  certified: 'प्रमाणित',
};
