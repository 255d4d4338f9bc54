import type { AdFieldTexts } from '../../catalogue/adFields/texts.en';
import type { AdNameTexts } from '../../catalogue/adNames/texts.en';
import type { AdPlaceholderTexts } from '../../catalogue/adPlaceholders/texts.en';

/*
 * An ad stores its category, subcategory, field labels and chosen options by their English names
 * (src/catalogue/ads.ts: the database rules check them); a page shows them in its own language.
 * What the poster typed is shown as typed, and a name the catalogue no longer has as stored.
 */

export const shownCategory = (names: AdNameTexts, category: string) => names.categories[category] ?? category;

export const shownSubcategory = (names: AdNameTexts, subcategory: string) =>
  names.subcategories[subcategory] ?? subcategory;

export const shownLabel = (fields: AdFieldTexts, label: string) => fields.labels[label] ?? label;

/** "Category › Subcategory", the way an ad's place in the catalogue is written everywhere. */
export const shownPlace = (names: AdNameTexts, ad: { category: string; subcategory: string }) =>
  `${shownCategory(names, ad.category)} › ${shownSubcategory(names, ad.subcategory)}`;

/** The example in a form's empty field, if it has one. */
export function shownPlaceholder(
  placeholders: AdPlaceholderTexts,
  subcategory: string,
  label: string,
): string | undefined {
  const examples: Readonly<Record<string, Readonly<Record<string, string>>>> = placeholders;
  return examples[subcategory]?.[label];
}
