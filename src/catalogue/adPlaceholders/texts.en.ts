import { adCategories } from '../ads';

/**
 * The examples in the forms' empty fields, in English: as the catalogue gives them beside each
 * field (ads.ts), by subcategory and field label. The Hindi module gives the same in Hindi.
 */
export const texts: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  adCategories.flatMap((category) =>
    category.subcategories.map((subcategory) => [
      subcategory.name,
      Object.fromEntries(
        subcategory.fields.flatMap((field) =>
          field.kind !== 'select' && field.placeholder ? [[field.label, field.placeholder]] : [],
        ),
      ),
    ]),
  ),
);

export type AdPlaceholderTexts = typeof texts;
