import { MAX_LISTED_ADS, MAX_WAITING_ADS } from '../limits';
import type { BackendErrorCode, PaymentRefusal } from '../types';

/**
 * What a failure says to the person who met it, in English. Plain data, with no React, so the
 * backend can word its errors with it; a page shows them in its own language through
 * src/lib/errorTexts.ts and errorMessage(error, words).
 */
export const texts = {
  permissionDenied: 'You do not have permission to do that.',
  unauthenticated: 'You are not signed in.',
  offline: 'You seem to be offline.',
  waitingAds: `You already have ${MAX_WAITING_ADS} ads waiting for review.`,
  emailNotVerified: 'Verify your e-mail address before you post an ad.',
  reportNotVerified: 'Verify your e-mail address before you report an ad.',
  alreadyReported: 'You have already reported this ad.',
  listingFull: `The listing is full: ${MAX_LISTED_ADS} ads are listed. Try again once some have expired or been taken down.`,
  refusedPayment: (refusal: PaymentRefusal) => `The payment was refused (${refusal}).`,
  /**
   * Any other failure: in English its own message, as the service gave it; a language the
   * services do not speak says in general words what went wrong.
   */
  other: (_code: BackendErrorCode, message: string): string => String(message),
};

export type ErrorTexts = typeof texts;
