/** The shared components' words in English. */
export const texts = {
  certified: 'Certified',
};

export type CommonTexts = typeof texts;
