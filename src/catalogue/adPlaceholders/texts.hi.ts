import { goods } from './goods.hi';
import { places } from './places.hi';
import { services } from './services.hi';
import type { AdPlaceholderTexts } from './texts.en';

/** The examples in the ad forms' empty fields in Hindi, by subcategory and field label. */
export const texts: AdPlaceholderTexts = { ...goods, ...places, ...services };
