/**
 * Sizes the access policy (policy.ts, firestore.rules) accepts, in a module of their own so a form
 * can hold its input to them without loading the policy.
 */

/** The admin's optional words to the buyer beside a refusal's reason. */
export const MAX_REJECTION_NOTE = 500;

/** A first or a last name. */
export const MAX_NAME = 100;
/**
 * Whether a sign-up's names fit the profile the policy accepts (a first name is required, a last
 * name may be empty): the form and both backends ask this before an account is created, so no
 * account is ever left without its profile.
 */
export const isProfileName = (firstName: string, lastName: string): boolean =>
  firstName.trim().length > 0 && firstName.trim().length <= MAX_NAME && lastName.trim().length <= MAX_NAME;
/** The name on a payment or an ad: first + ' ' + last, so any account's full name fits. */
export const MAX_FULL_NAME = MAX_NAME + 1 + MAX_NAME;
/**
 * The name on an ad, from the poster's profile: the first name, then a space and the last name if
 * there is one. firestore.rules builds the same from the profile and accepts no other.
 */
export const fullNameOf = ({ firstName, lastName }: { firstName: string; lastName: string }): string =>
  lastName === '' ? firstName : `${firstName} ${lastName}`;
/** The longest address mail can be delivered to (RFC 5321's 256-character path, less its <>). */
export const MAX_EMAIL = 254;
/**
 * The most fields an ad may carry, the bound firestore.rules checks one by one (it has no loops):
 * well above the catalogue's largest subcategory, well below the rules' expression limit.
 */
export const MAX_AD_FIELDS = 20;

/**
 * What one account may have waiting on the admin at a time: payments not yet checked against the
 * bank, and ads not yet reviewed. A flood from one account (a script, a throw-away address) stops
 * there, and a buyer or poster is never held up by anyone else's.
 */
export const MAX_PENDING_PAYMENTS = 3;
export const MAX_WAITING_ADS = 5;

/**
 * The most public ads one query may ask for: the listing asks for a page (and one more, to know
 * whether another follows), and firestore.rules refuse a query of the whole collection at once.
 */
export const MAX_PUBLIC_ADS_QUERY = 50;

/** How long a published ad stays listed before it expires (and its poster may renew it). */
export const AD_LISTING_DAYS = 30;
/** The admin's reason for rejecting an ad, as the poster reads it. */
export const MAX_REJECTION_REASON = 500;
/**
 * The listing (listings/ads) that /ads reads in one document: at most MAX_LISTED_ADS cards, each
 * with at most MAX_CARD_FIELDS of the ad's fields a card shows, each at most MAX_CARD_TEXT long (the
 * ad form holds those fields to it). At that size the document stays well inside Firestore's 1 MiB,
 * whatever the script (src/backend/documents/adListing.test.ts works it out); a write takes out at most
 * MAX_EXPIRED_CARDS cards whose listing period has ended.
 */
export const MAX_LISTED_ADS = 400;
export const MAX_CARD_FIELDS = 6;
export const MAX_CARD_TEXT = 60;
export const MAX_EXPIRED_CARDS = 2;
/** The distinct words of an ad kept on its public copy for search, and the longest word kept. */
export const MAX_AD_WORDS = 200;
export const MAX_AD_WORD = 40;

/**
 * The largest payout the policy accepts, in whole rupees (₹1,00,000): far above a month's work at
 * the daily cap, so a slip of the keyboard (an extra zero or two) is refused rather than recorded.
 */
export const MAX_PAYOUT = 100_000;
/** The UPI or bank reference of a payout. */
export const MAX_PAYOUT_REFERENCE = 100;
/** The admin's note on a payout or a reversal. */
export const MAX_PAYOUT_NOTE = 500;
/** The name a transfer file carries for the worker paid, as a payout sent for payment keeps it. */
export const MAX_PAYEE = 100;
/** The name of the transfer file a payout was sent in. */
export const MAX_TRANSFER_FILE_NAME = 100;

/** The least a password may have, as the auth service asks. */
export const MIN_PASSWORD_LENGTH = 6;
