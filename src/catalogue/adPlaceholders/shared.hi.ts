/** What several of the ad forms' Hindi examples share (texts.hi.ts). */
export const eg = (example: string) => `जैसे ${example}`;

export const brandAndModel = (brand: string, model: string) => ({ Brand: eg(brand), Model: eg(model) });

/** How the poster is reached: the end of every form but one. */
const reach = {
  Description: 'फ़ोन करने से पहले लोगों को और जो कुछ जानना चाहिए',
  'Contact Number': eg('98765 43210'),
};

export const placeTail = { ...reach, City: eg('लखनऊ') };
export const sellerTail = placeTail;
export const jobTail = { ...reach, 'Contact Person': eg('अंजलि शर्मा') };
export const onlineTail = reach;

export const condition = { Condition: eg('नए जैसा, 1 साल इस्तेमाल किया') };
export const yearOfPurchase = { 'Year of Purchase': eg('2023') };
export const vehicle = { Year: eg('2019'), 'Kilometres Driven': eg('42000') };
export const saleOrRent = { 'Sale or Rent': 'बिक्री या किराया' };
export const locality = { Locality: eg('गोमती नगर') };
