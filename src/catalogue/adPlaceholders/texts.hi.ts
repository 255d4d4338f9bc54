import { texts as goods } from './goods.texts.hi';
import { texts as places } from './places.texts.hi';
import { texts as services } from './services.texts.hi';
import type { AdPlaceholderTexts } from './texts.en';

/** The examples in the ad forms' empty fields in Hindi, by subcategory and field label. */
export const texts: AdPlaceholderTexts = { ...goods, ...places, ...services };
