import { texts as english, type ErrorTexts } from './errorTexts/texts.en';
import type { BackendErrorCode, PaymentRefusal } from './types';

/** The words of failures in a language: English by default, a page's own through src/lib/errorTexts.ts. */
export type { ErrorTexts };

/** How a failure the backend words itself reads in a language's words. */
type Worded = (words: ErrorTexts) => string;

/** Every failure a backend reports comes back as one of these, never as a raw SDK error. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    readonly code: BackendErrorCode,
    message?: string,
    /** Why the access policy refused a new payment, the same on both backends. */
    readonly refusal?: PaymentRefusal,
    /** The message in any language's words, for a failure the backend words itself. */
    readonly worded?: Worded,
  ) {
    super(message ?? code);
  }
}

/** A failure the backend words itself: its message in English, and in a page's language on demand. */
const worded = (code: BackendErrorCode, say: Worded, refusal?: PaymentRefusal) =>
  new BackendError(code, say(english), refusal, say);

/** An ad refused because the poster already has MAX_WAITING_ADS waiting for review. */
export const waitingAdsLimit = () => worded('limit-reached', (words) => words.waitingAds);

/** An ad refused because the poster's e-mail address is not verified yet. */
export const emailNotVerified = () => worded('email-not-verified', (words) => words.emailNotVerified);

export const alreadyReported = () => worded('already-exists', (words) => words.alreadyReported);

/** A new payment the access policy refuses, with its reason. */
export const refusedPayment = (refusal: PaymentRefusal) =>
  worded('invalid-input', (words) => words.refusedPayment(refusal), refusal);

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}

/** The error's code, 'unknown' for anything that is not a BackendError. */
export function errorCode(error: unknown): BackendErrorCode {
  return error instanceof BackendError ? error.code : 'unknown';
}

/** Sentences a person can act on, for the failures of signing in and signing up (in English). */
export const authFailureMessages = english.authFailures;

/** A failure of signing in or up, in `words`' language (English by default). */
export function describeAuthError(error: unknown, words: ErrorTexts = english): string {
  const messages: Partial<Record<BackendErrorCode, string>> = words.authFailures;
  return messages[errorCode(error)] ?? words.authFailures.unknown;
}

/**
 * The message of any error, for the specification's '{message}' placeholders, in `words`'
 * language: English by default; a page passes its own (`useTexts(errorTexts)`, src/lib/errorTexts.ts).
 */
export function errorMessage(error: unknown, words: ErrorTexts = english): string {
  if (error instanceof BackendError) {
    switch (error.code) {
      case 'permission-denied':
        return words.permissionDenied;
      case 'unauthenticated':
        return words.unauthenticated;
      case 'network':
        return words.offline;
      default:
        return error.worded ? error.worded(words) : words.other(error.code, error.message);
    }
  }
  return words.other('unknown', error instanceof Error ? error.message : String(error));
}
