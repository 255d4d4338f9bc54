import type { AuthFailureTexts } from './words/authFailures.texts.en';
import type { ErrorTexts } from './words/texts.en';
import { quotaReset } from './quota';
import type { BackendErrorCode, PaymentRefusal } from './types';

/**
 * The words of failures in a language: a page's own through src/components/errorTexts.ts, English for the
 * backend's own messages and the admin's pages (./englishErrors.ts). This module names no language,
 * so a Hindi page never downloads the English words.
 */
export type { ErrorTexts };

/** How a failure the backend words itself reads in a language's words. */
export type Worded = (words: ErrorTexts) => string;

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

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}

/** The error's code, 'unknown' for anything that is not a BackendError. */
export function errorCode(error: unknown): BackendErrorCode {
  return error instanceof BackendError ? error.code : 'unknown';
}

/** A failure of signing in or up, in the language of `failures` (src/components/errorTexts.ts). */
export function describeAuthError(error: unknown, failures: AuthFailureTexts): string {
  const code = errorCode(error);
  if (code === 'quota-exceeded') return failures.quotaExceeded(quotaReset(new Date()));
  const messages: Partial<Record<BackendErrorCode, string>> = failures;
  return messages[code] ?? failures.unknown;
}

/**
 * The message of any error, for the specification's '{message}' placeholders, in `words`'
 * language: a page passes its own (`useTexts(errorTexts)`, src/components/errorTexts.ts).
 */
export function errorMessage(error: unknown, words: ErrorTexts): string {
  if (error instanceof BackendError) {
    switch (error.code) {
      case 'permission-denied':
        return words.permissionDenied;
      case 'unauthenticated':
        return words.unauthenticated;
      case 'network':
        return words.offline;
      case 'quota-exceeded':
        return words.quotaExceeded(quotaReset(new Date()));
      default:
        return error.worded ? error.worded(words) : words.other(error.code, error.message);
    }
  }
  return words.other('unknown', error instanceof Error ? error.message : String(error));
}
