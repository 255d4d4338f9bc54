import { BackendError, errorMessage, type Worded } from '../errors';
import { texts as english } from './texts.en';
import { MAX_CARD_TEXT } from '../limits';
import type { BackendErrorCode, PaymentRefusal } from '../types';

/*
 * Failures in English: the backend's own messages (a page words them again in its language through
 * BackendError.worded) and the messages of the admin's pages, which are English only. Pages that
 * follow the visitor's language use errorMessage with their own words instead.
 */

/** A failure the backend words itself: its message in English, and in a page's language on demand. */
const worded = (code: BackendErrorCode, say: Worded, refusal?: PaymentRefusal) =>
  new BackendError(code, say(english), refusal, say);

/** An ad refused because the poster already has MAX_WAITING_ADS waiting for review. */
export const waitingAdsLimit = () => worded('limit-reached', (words) => words.waitingAds);

/** An ad refused because the poster's e-mail address is not verified yet. */
export const emailNotVerified = () => worded('email-not-verified', (words) => words.emailNotVerified);

/** A report refused because the reporter's e-mail address is not verified yet. */
export const reportNotVerified = () => worded('email-not-verified', (words) => words.reportNotVerified);

export const alreadyReported = () => worded('already-exists', (words) => words.alreadyReported);

/** A publication or renewal refused because the listing holds MAX_LISTED_ADS cards already. */
export const listingFull = () => worded('limit-reached', (words) => words.listingFull);

/**
 * The admin's publication of an ad whose card would not fit the listing (a title, price or place
 * longer than the ad form allows): only an ad written past the form is refused.
 */
export const unlistable = () =>
  new BackendError(
    'invalid-input',
    `This ad cannot be listed: its card's fields (title, price, place) are longer than ${MAX_CARD_TEXT} characters. Reject it with a reason.`,
  );

/** A new payment the access policy refuses, with its reason. */
export const refusedPayment = (refusal: PaymentRefusal) =>
  worded('invalid-input', (words) => words.refusedPayment(refusal), refusal);

/** The message of any error in English, for the admin's pages and their '{message}' placeholders. */
export const englishErrorMessage = (error: unknown) => errorMessage(error, english);
