import { MAX_NAME, MAX_WAITING_ADS } from '../limits';
import type { BackendErrorCode, PaymentRefusal } from '../types';

/**
 * What a failure says to the person who met it, in English. Plain data, with no React, so the
 * backend can word its errors with it; a page shows them in its own language through
 * src/lib/errorTexts.ts and errorMessage(error, words).
 */
export const texts = {
  /** Sentences a person can act on, for the failures of signing in and signing up. */
  authFailures: {
    'invalid-credential': 'The e-mail or password is not right. Check both and try again.',
    'wrong-password': 'That password is not right. Try again, or reset it.',
    'user-not-found': 'There is no account with that e-mail. Check it, or sign up.',
    'email-in-use': 'An account with that e-mail already exists. Log in instead.',
    'weak-password': 'Choose a password of at least 6 characters.',
    'invalid-email': 'Enter a valid e-mail address.',
    'invalid-name': `Enter a first name, and first and last names of at most ${MAX_NAME} characters each.`,
    network: 'You seem to be offline. Check your connection and try again.',
    'too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
    unknown: 'Something went wrong. Please try again.',
  } satisfies Partial<Record<BackendErrorCode, string>>,
  permissionDenied: 'You do not have permission to do that.',
  unauthenticated: 'You are not signed in.',
  offline: 'You seem to be offline.',
  waitingAds: `You already have ${MAX_WAITING_ADS} ads waiting for review.`,
  emailNotVerified: 'Verify your e-mail address before you post an ad.',
  alreadyReported: 'You have already reported this ad.',
  refusedPayment: (refusal: PaymentRefusal) => `The payment was refused (${refusal}).`,
  /**
   * Any other failure: in English its own message, as the service gave it; a language the
   * services do not speak says in general words what went wrong.
   */
  other: (_code: BackendErrorCode, message: string): string => String(message),
};

export type ErrorTexts = typeof texts;
