import { MAX_NAME } from '../limits';
import type { BackendErrorCode } from '../types';
import { texts as failures } from './texts.en';

/** Sentences a person can act on, for the failures of signing in and signing up, in English. */
const byCode = {
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
} satisfies Partial<Record<BackendErrorCode, string>>;

/** A sign-up writes the new profile, which a spent quota refuses: said as every page says it. */
export const texts = { ...byCode, quotaExceeded: failures.quotaExceeded };

export type AuthFailureTexts = typeof texts;
