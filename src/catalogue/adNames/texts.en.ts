import { adCategoryNames } from '../adCategoryNames';
import { indianStates } from '../adOptions';

const same = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, name])) as Readonly<Record<string, string>>;

/**
 * The names an ad is stored with, as shown in English: the stored name itself (ads.ts). Keyed by
 * that name; the Hindi module gives each its Hindi name.
 */
export const texts = {
  categories: same(adCategoryNames.map((category) => category.name)),
  subcategories: same(adCategoryNames.flatMap((category) => category.subcategories)),
  states: same(indianStates),
  /** A price or salary band, as bandLabel (adOptions.ts) stores it. */
  bands: {
    upTo: (amount: string) => `Up to ${amount}`,
    above: (amount: string) => `Above ${amount}`,
    between: (from: string, to: string) => `${from} – ${to}`,
    monthly: (band: string) => `${band} a month`,
  },
};

export type AdNameTexts = typeof texts;
