/** What several of the ad forms' examples share (texts.en.ts). */
export const eg = (example: string) => `e.g. ${example}`;

export const brandAndModel = (brand: string, model: string) => ({ Brand: eg(brand), Model: eg(model) });

export const description = { Description: 'Everything else people should know before they call you' };
export const contactNumber = { 'Contact Number': eg('98765 43210') };

/** Where and how to reach the poster: the end of nearly every ad. */
export const placeTail = { ...description, City: eg('Lucknow'), ...contactNumber };
export const sellerTail = placeTail;
export const jobTail = { ...description, 'Contact Person': eg('Anjali Sharma'), ...contactNumber };

export const condition = { Condition: eg('Like new, used for 1 year') };
export const yearOfPurchase = { 'Year of Purchase': eg('2023') };
export const vehicleYear = { Year: eg('2019') };
export const kilometres = { 'Kilometres Driven': eg('42000') };
export const saleOrRent = { 'Sale or Rent': 'Sale or Rent' };
export const locality = { Locality: eg('Gomti Nagar') };
