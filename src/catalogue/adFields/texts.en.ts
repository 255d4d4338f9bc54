import { adCategories, optionLists } from '../ads';

const same = (names: Iterable<string>) =>
  Object.fromEntries([...names].map((name) => [name, name])) as Readonly<Record<string, string>>;

/**
 * The forms' field labels and the values of the option lists other than bands and states
 * (adNames), as shown in English: what an ad stores (ads.ts), keyed by itself. The Hindi module
 * gives each its Hindi words.
 */
export const texts = {
  labels: same(
    new Set(
      adCategories.flatMap((category) =>
        category.subcategories.flatMap((subcategory) => subcategory.fields.map((field) => field.label)),
      ),
    ),
  ),
  options: same(
    (['location', 'color', 'fuelType', 'transmission', 'propertyType', 'serviceType'] as const).flatMap(
      (list) => optionLists[list].options,
    ),
  ),
};

export type AdFieldTexts = typeof texts;
