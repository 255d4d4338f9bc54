import { describe, expect, it } from 'vitest';
import { afterAddressChange, codeOf, createTestBackend } from '../../test/backend';
import { DEMO_PASSWORD, demoAccounts } from './seed';

const learner = demoAccounts.learner;

describe("the local backend's e-mail links", () => {
  it('sends a link to set a new password, to the log-in page in the language asked for, and none for an unknown address', async () => {
    const backend = await createTestBackend();
    const { demoLink } = await backend.auth.sendPasswordReset(` ${learner.email} `, '/hi/login');
    const link = new URL(demoLink!, 'http://localhost');
    expect(link.pathname).toBe('/hi/verify-email');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('/hi/login');
    await expect(backend.auth.sendPasswordReset('nobody@example.com', '/login')).resolves.toEqual({
      demoLink: null,
    });
  });

  it('sets a new password with the code once, checked first, and with the sign-up rule for a password', async () => {
    const backend = await createTestBackend();
    const code = codeOf((await backend.auth.sendPasswordReset(learner.email, '/login')).demoLink!);

    await expect(backend.auth.checkActionCode(code)).resolves.toEqual({
      action: 'resetPassword',
      email: learner.email,
      previousEmail: null,
    });
    expect(await backend.auth.verifyPasswordResetCode(code)).toBe(learner.email);
    await expect(backend.auth.confirmPasswordReset(code, '12345')).rejects.toMatchObject({
      code: 'weak-password',
    });
    // A reset code changes no address.
    await expect(backend.auth.applyActionCode(code)).rejects.toMatchObject({ code: 'invalid-action-code' });

    await backend.auth.confirmPasswordReset(code, 'new-secret');
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'wrong-password',
    });
    await expect(backend.auth.signIn(learner.email, 'new-secret')).resolves.toMatchObject({
      uid: learner.uid,
    });
    // Used: it neither checks nor sets a password again.
    await expect(backend.auth.verifyPasswordResetCode(code)).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
    await expect(backend.auth.confirmPasswordReset(code, 'other-secret')).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
  });

  it('takes only the last link sent: an older one to set a password stops working', async () => {
    const backend = await createTestBackend();
    const first = codeOf((await backend.auth.sendPasswordReset(learner.email, '/login')).demoLink!);
    const second = codeOf((await backend.auth.sendPasswordReset(learner.email, '/login')).demoLink!);
    await expect(backend.auth.verifyPasswordResetCode(first)).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
    expect(await backend.auth.verifyPasswordResetCode(second)).toBe(learner.email);
  });

  it('refuses a code it never sent, for every kind of link', async () => {
    const backend = await createTestBackend();
    for (const attempt of [
      () => backend.auth.checkActionCode('made-up'),
      () => backend.auth.applyActionCode('made-up'),
      () => backend.auth.verifyPasswordResetCode('made-up'),
      () => backend.auth.confirmPasswordReset('made-up', 'new-secret'),
      () => backend.auth.checkActionCode(''),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'invalid-action-code' });
    }
  });

  it('takes a changed address back with the link to the old one, confirmed, once', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    const code = codeOf(link);
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'user-not-found',
    });

    await expect(backend.auth.checkActionCode(code)).resolves.toEqual({
      action: 'recoverEmail',
      email: learner.email,
      previousEmail: 'taken.over@example.com',
    });
    // Not a code for a password.
    await expect(backend.auth.verifyPasswordResetCode(code)).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
    await backend.auth.applyActionCode(code);
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
      emailVerified: true,
    });
    await expect(backend.auth.applyActionCode(code)).rejects.toMatchObject({ code: 'invalid-action-code' });
  });

  it('does not give back an address another account has taken since', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    await backend.auth.signUp({
      firstName: 'Other',
      lastName: 'Person',
      email: learner.email,
      password: 'secret12',
    });
    await expect(backend.auth.applyActionCode(codeOf(link))).rejects.toMatchObject({ code: 'email-in-use' });
    await expect(backend.auth.signIn('taken.over@example.com', DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
    });
  });

  it('changes the address with the link to the new one, confirmed, once', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    const code = codeOf(link);
    await expect(backend.auth.checkActionCode(code)).resolves.toEqual({
      action: 'verifyAndChangeEmail',
      email: 'rahul.new@example.com',
      previousEmail: learner.email,
    });
    // Nothing changes before the link is opened.
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
    });

    await backend.auth.applyActionCode(code);
    expect(await backend.auth.refreshUser()).toMatchObject({
      uid: learner.uid,
      email: 'rahul.new@example.com',
      emailVerified: true,
    });
    await backend.auth.signOut();
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'user-not-found',
    });
    await expect(backend.auth.signIn('rahul.new@example.com', DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
    });
    await expect(backend.auth.applyActionCode(code)).rejects.toMatchObject({ code: 'invalid-action-code' });
  });

  it('does not follow a code sent to an address the account no longer has', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    const reset = codeOf((await backend.auth.sendPasswordReset(learner.email, '/login')).demoLink!);
    expect(await backend.auth.verifyPasswordResetCode(reset)).toBe(learner.email);

    await backend.auth.applyActionCode(codeOf(link));
    // The old address's link would set the password of an account that no longer answers to it.
    await expect(backend.auth.verifyPasswordResetCode(reset)).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
  });
});
