import { texts as goods } from './goods.texts.en';
import { texts as places } from './places.texts.en';
import { texts as services } from './services.texts.en';

/**
 * The examples in the ad forms' empty fields, by subcategory and field label (the names an ad is
 * stored with, ads.ts); a field with no example has none here.
 */
export const texts = { ...goods, ...places, ...services };

export type AdPlaceholderTexts = typeof texts;
