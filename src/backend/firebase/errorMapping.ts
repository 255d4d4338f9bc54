import { BackendError } from '../errors';
import { reportQuotaSpent } from '../quota';
import type { BackendErrorCode } from '../types';

/**
 * Firebase error codes → the backend's typed codes. Auth codes carry the 'auth/' prefix; Firestore
 * codes are gRPC status names without one.
 */
const CODES: Record<string, BackendErrorCode> = {
  'auth/wrong-password': 'wrong-password',
  'auth/user-not-found': 'user-not-found',
  'auth/invalid-credential': 'invalid-credential',
  'auth/invalid-login-credentials': 'invalid-credential',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/missing-password': 'invalid-credential',
  'auth/network-request-failed': 'network',
  'auth/too-many-requests': 'too-many-requests',
  'auth/user-disabled': 'permission-denied',
  'auth/operation-not-allowed': 'permission-denied',
  'auth/requires-recent-login': 'unauthenticated',
  'auth/user-token-expired': 'unauthenticated',
  'auth/invalid-user-token': 'unauthenticated',
  'auth/user-signed-out': 'unauthenticated',
  'auth/invalid-action-code': 'invalid-action-code',
  'auth/expired-action-code': 'invalid-action-code',
  'permission-denied': 'permission-denied',
  unauthenticated: 'unauthenticated',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'invalid-argument': 'invalid-input',
  unavailable: 'network',
  'deadline-exceeded': 'network',
  // Firestore's RESOURCE_EXHAUSTED (HTTP 429): on the Spark plan, the day's reads or writes are spent.
  'resource-exhausted': 'quota-exceeded',
};

/**
 * The Firestore lite SDK reports a request that never reached the server (offline, DNS, refused
 * connection) as code 'unknown' with this message; a reply from the server carries its HTTP status
 * mapped to a proper code instead.
 */
const LITE_FETCH_FAILED = 'Request failed with error:';

/** A FirebaseError, FirestoreError or AuthError, recognised by shape so two copies of the SDK agree. */
function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'FirebaseError' && typeof code === 'string' ? code : null;
}

/** Every failure as a BackendError: the UI never sees a raw SDK error. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = firebaseCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === null) return new BackendError('unknown', message);
  if (code === 'unknown' && message.startsWith(LITE_FETCH_FAILED))
    return new BackendError('network', message);
  const mapped = CODES[code] ?? 'unknown';
  // The shell then says on every page when the site works again, whichever page met it.
  if (mapped === 'quota-exceeded') reportQuotaSpent();
  return new BackendError(mapped, message);
}

/** Runs `work`, turning whatever it throws into a BackendError. */
export async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error);
  }
}
