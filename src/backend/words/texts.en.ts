import { MAX_LISTED_ADS, MAX_WAITING_ADS } from '../limits';
import type { QuotaReset } from '../quota';
import type { BackendErrorCode, PaymentRefusal } from '../types';

/** India's clock as people say it: 1:30 pm, 12:30 pm. */
const clock = ({ hours, minutes }: QuotaReset) =>
  `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;

/**
 * What a failure says to the person who met it, in English. Plain data, with no React, so the
 * backend can word its errors with it; a page shows them in its own language through
 * src/components/errorTexts.ts and errorMessage(error, words).
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
  /** The day's quota is spent (src/backend/quota.ts): when it resets, about, as India's clock reads. */
  quotaExceeded: (reset: QuotaReset) =>
    `The site has reached today's limit. It resets at about ${clock(reset)} India time ${reset.day}; please try again after that.`,
  /**
   * Any other failure: in English its own message, as the service gave it; a language the
   * services do not speak says in general words what went wrong.
   */
  other: (_code: BackendErrorCode, message: string): string => String(message),
};

export type ErrorTexts = typeof texts;
