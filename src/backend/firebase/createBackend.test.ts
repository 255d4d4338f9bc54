import { describe, expect, it } from 'vitest';
import { BackendError } from '../errors';
import { createFirebaseBackend } from '.';

// Creating the backend contacts nobody: Auth and Firestore connect on first use.
describe('createFirebaseBackend', () => {
  it('turns a config the SDK refuses into a BackendError', async () => {
    const created = createFirebaseBackend({
      apiKey: '',
      authDomain: 'example.firebaseapp.com',
      projectId: 'example',
    });
    await expect(created).rejects.toBeInstanceOf(BackendError);
  });

  it('starts against the emulators without an API key, and can be created twice on one page', async () => {
    const config = {
      apiKey: '',
      authDomain: 'demo-x.firebaseapp.com',
      projectId: 'demo-x',
      useEmulators: true,
    };
    const first = await createFirebaseBackend(config);
    const second = await createFirebaseBackend(config);
    expect(first.kind).toBe('firebase');
    expect(second).not.toBe(first);
  });

  it('refuses a payment while nobody is signed in, before any request', async () => {
    const backend = await createFirebaseBackend({
      apiKey: 'demo-key',
      authDomain: 'demo-x.firebaseapp.com',
      projectId: 'demo-x',
      useEmulators: true,
    });
    await expect(
      backend.payments.submit({
        bookId: '1',
        bookTitle: 'Online Data Entry Guide',
        amount: '₹1,499',
        emailID: '',
        userName: 'Learner Demo',
        transactionId: 'UTR1000',
      }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('checks a daily entry before writing it', async () => {
    const backend = await createFirebaseBackend({
      apiKey: 'demo-key',
      authDomain: 'demo-x.firebaseapp.com',
      projectId: 'demo-x',
      useEmulators: true,
    });
    await expect(backend.entries.save('approved', '2026-02-30', 4)).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(backend.entries.save('approved', '2026-11-02', 101)).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(backend.entries.save('approved', '2026-11-02', 4.5)).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });
});
