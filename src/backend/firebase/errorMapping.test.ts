import { FirebaseError } from 'firebase/app';
import { FirestoreError } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../errors';
import { mapErrors, toBackendError } from './errorMapping';

/** FirestoreError's constructor is private in its types; the SDK builds them like this. */
const firestoreError = (code: string, message: string): Error =>
  Reflect.construct(FirestoreError, [code, message]) as Error;

describe('toBackendError', () => {
  it.each([
    ['auth/wrong-password', 'wrong-password'],
    ['auth/user-not-found', 'user-not-found'],
    ['auth/invalid-credential', 'invalid-credential'],
    ['auth/invalid-login-credentials', 'invalid-credential'],
    ['auth/email-already-in-use', 'email-in-use'],
    ['auth/weak-password', 'weak-password'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/network-request-failed', 'network'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/expired-action-code', 'invalid-action-code'],
    ['auth/invalid-action-code', 'invalid-action-code'],
    ['auth/requires-recent-login', 'unauthenticated'],
    ['auth/some-future-code', 'unknown'],
  ])('maps the auth error %s to %s', (code, expected) => {
    const mapped = toBackendError(new FirebaseError(code, `Firebase: Error (${code}).`));
    expect(mapped).toBeInstanceOf(BackendError);
    expect(mapped.code).toBe(expected);
    expect(mapped.message).toBe(`Firebase: Error (${code}).`);
  });

  it.each([
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['already-exists', 'already-exists'],
    ['unauthenticated', 'unauthenticated'],
    ['unavailable', 'network'],
    ['deadline-exceeded', 'network'],
    ['invalid-argument', 'invalid-input'],
    // HTTP 429: the Spark plan's reads or writes of the day are spent.
    ['resource-exhausted', 'quota-exceeded'],
    ['internal', 'unknown'],
  ] as const)('maps the Firestore error %s to %s', (code, expected) => {
    expect(toBackendError(firestoreError(code, 'Missing or insufficient permissions.')).code).toBe(expected);
  });

  it("tells the shell that the day's quota is spent when Firestore says so", async () => {
    // Modules of their own: the quota's state is the page's, and other cases here spent it.
    vi.resetModules();
    const mapping = await import('./errorMapping');
    const quota = await import('../quota');
    const told = vi.fn();
    const stop = quota.onQuotaSpent(told);
    mapping.toBackendError(firestoreError('permission-denied', 'Missing or insufficient permissions.'));
    expect(quota.spentQuotaReset()).toBeNull();
    mapping.toBackendError(firestoreError('resource-exhausted', 'Quota exceeded.'));
    mapping.toBackendError(firestoreError('resource-exhausted', 'Quota exceeded.'));
    stop();
    expect(quota.spentQuotaReset()).toEqual(quota.nextPacificMidnight(new Date()));
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('reports a Firestore request that never reached the server as a network failure', () => {
    const offline = firestoreError('unknown', 'Request failed with error: Failed to fetch');
    expect(toBackendError(offline).code).toBe('network');
    expect(toBackendError(firestoreError('unknown', 'Something else')).code).toBe('unknown');
  });

  it('recognises a FirebaseError from another copy of the SDK by its shape', () => {
    const foreign = Object.assign(new Error('denied'), { name: 'FirebaseError', code: 'permission-denied' });
    expect(toBackendError(foreign).code).toBe('permission-denied');
  });

  it('passes a BackendError through unchanged', () => {
    const error = new BackendError('already-exists', 'used');
    expect(toBackendError(error)).toBe(error);
  });

  it('wraps anything else as unknown, keeping its message', () => {
    expect(toBackendError(new TypeError('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
    expect(toBackendError('text')).toMatchObject({ code: 'unknown', message: 'text' });
  });
});

describe('mapErrors', () => {
  it('returns the result of work that succeeds', async () => {
    await expect(mapErrors(async () => 42)).resolves.toBe(42);
  });

  it('rethrows a raw Firebase error as a BackendError', async () => {
    const work = mapErrors(async () => {
      throw new FirebaseError('auth/email-already-in-use', 'in use');
    });
    await expect(work).rejects.toBeInstanceOf(BackendError);
    await expect(work).rejects.toMatchObject({ code: 'email-in-use' });
  });
});
