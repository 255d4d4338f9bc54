import { MAX_NAME, MAX_WAITING_ADS } from './limits';
import type { BackendErrorCode, PaymentRefusal } from './types';

/** Every failure a backend reports comes back as one of these, never as a raw SDK error. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    readonly code: BackendErrorCode,
    message?: string,
    /** Why the access policy refused a new payment, the same on both backends. */
    readonly refusal?: PaymentRefusal,
  ) {
    super(message ?? code);
  }
}

/** A new payment the access policy refuses, with its reason. */
/** An ad refused because the poster already has MAX_WAITING_ADS waiting for review. */
export const waitingAdsLimit = () =>
  new BackendError('limit-reached', `You already have ${MAX_WAITING_ADS} ads waiting for review.`);

/** An ad refused because the poster's e-mail address is not verified yet. */
export const emailNotVerified = () =>
  new BackendError('email-not-verified', 'Verify your e-mail address before you post an ad.');

export const alreadyReported = () => new BackendError('already-exists', 'You have already reported this ad.');

export const refusedPayment = (refusal: PaymentRefusal) =>
  new BackendError('invalid-input', `The payment was refused (${refusal}).`, refusal);

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}

/** The error's code, 'unknown' for anything that is not a BackendError. */
export function errorCode(error: unknown): BackendErrorCode {
  return error instanceof BackendError ? error.code : 'unknown';
}

/** Sentences a person can act on, for the failures of signing in and signing up. */
export const authFailureMessages = {
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

export function describeAuthError(error: unknown): string {
  const messages: Partial<Record<BackendErrorCode, string>> = authFailureMessages;
  return messages[errorCode(error)] ?? authFailureMessages.unknown;
}

/** The message of any error, for the specification's '{message}' placeholders. */
export function errorMessage(error: unknown): string {
  if (error instanceof BackendError) {
    switch (error.code) {
      case 'permission-denied':
        return 'You do not have permission to do that.';
      case 'unauthenticated':
        return 'You are not signed in.';
      case 'network':
        return 'You seem to be offline.';
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}
