import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../backend/errors';
import { DEMO_PASSWORD, demoAccounts } from '../../../backend/local/seed';
import type { Backend } from '../../../backend/types';
import { paths } from '../../../config/paths';
import { afterAddressChange, codeOf, createTestBackend, newAccountWithLink } from '../../../test/backend';
import { renderApp } from '../../../test/renderApp';
import { texts as auth } from '../texts.en';
import { texts as t } from './texts.en';

const learner = demoAccounts.learner;
/** The page's code and words load with its first render: room for a busy machine. */
const PAGE_LOADED = { timeout: 5000 };

/** The demo's link to set the learner's password, asked for on the English log-in page. */
async function resetLink(backend: Backend) {
  return (await backend.auth.sendPasswordReset(learner.email, paths.login.href())).demoLink!;
}

/** The page at `link`, and the address in its bar as it is now (the code leaves it once used). */
function open(link: string, backend: Backend) {
  const page = renderApp(link, { backend });
  const address = () => new URLSearchParams(page.location()?.search);
  return { ...page, address };
}

describe('the link to set a new password', () => {
  it('checks the code, asks for a password by the sign-up rule, saves it, and takes the code out of the address bar', async () => {
    const backend = await createTestBackend();
    const { user, address } = open(await resetLink(backend), backend);

    expect(await screen.findByRole('heading', { level: 1, name: t.reset.title }, PAGE_LOADED)).toBeVisible();
    expect(await screen.findByText(t.reset.forEmail(learner.email))).toBeVisible();
    expect(screen.getByText(auth.signup.passwordHint(6))).toBeVisible();
    // Not used yet: a reload would still find it.
    expect(address().get('oobCode')).not.toBeNull();

    const password = screen.getByLabelText(t.reset.password);
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: t.reset.submit }));
    expect(await screen.findByText(auth.passwordTooShort)).toBeVisible();
    expect(password).toHaveFocus();
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).resolves.toBeTruthy();

    await user.clear(password);
    await user.type(password, 'new-secret');
    await user.click(screen.getByRole('button', { name: t.reset.submit }));
    expect(await screen.findByText(t.reset.done)).toBeVisible();
    expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', paths.login.href());
    await waitFor(() => expect(address().get('oobCode')).toBeNull());
    expect(address().get('mode')).toBe('resetPassword');
    expect(address().get('continueUrl')).toBe(paths.login.href());

    await backend.auth.signOut();
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'wrong-password',
    });
    await expect(backend.auth.signIn(learner.email, 'new-secret')).resolves.toMatchObject({
      uid: learner.uid,
    });
    // Typing, and two passwords hashed: room for a busy machine.
  }, 20_000);

  it('says plainly that a used link is used, shows no form, and forgets its code', async () => {
    const backend = await createTestBackend();
    const link = await resetLink(backend);
    await backend.auth.confirmPasswordReset(codeOf(link), 'set-elsewhere');
    const { address } = open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.reset.invalid);
    expect(screen.queryByLabelText(t.reset.password)).not.toBeInTheDocument();
    await waitFor(() => expect(address().get('oobCode')).toBeNull());
  });

  it('says so when the code was used in another tab while the form was open, and sets nothing', async () => {
    const backend = await createTestBackend();
    const link = await resetLink(backend);
    const { user } = open(link, backend);
    await user.type(await screen.findByLabelText(t.reset.password), 'new-secret');
    await backend.auth.confirmPasswordReset(codeOf(link), 'set-elsewhere');
    await user.click(screen.getByRole('button', { name: t.reset.submit }));

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.reset.invalid);
    await expect(backend.auth.signIn(learner.email, 'set-elsewhere')).resolves.toBeTruthy();
  });

  it('refuses a verification code dressed as a reset link', async () => {
    const { backend, link } = await newAccountWithLink(paths.createJobPost.href());
    const dressed = link.replace('mode=verifyEmail', 'mode=resetPassword');
    open(dressed, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.reset.invalid);
    expect((await backend.auth.refreshUser())?.emailVerified).toBe(false);
  });

  it.each([
    '//elsewhere.example/login',
    'https://elsewhere.example/login',
    'javascript:alert(document.cookie)',
  ])(
    'goes on to the log-in page of this site from a link whose way on leads elsewhere: %s',
    async (continueUrl) => {
      const backend = await createTestBackend();
      const link = new URL(await resetLink(backend), window.location.origin);
      link.searchParams.set('continueUrl', continueUrl);
      const { user } = open(`${link.pathname}${link.search}`, backend);

      await user.type(await screen.findByLabelText(t.reset.password, {}, PAGE_LOADED), 'new-secret');
      await user.click(screen.getByRole('button', { name: t.reset.submit }));
      expect(await screen.findByText(t.reset.done)).toBeVisible();
      expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', paths.login.href());
    },
    20_000,
  );

  it('keeps the code when the service could not be reached, so opening the link again may work', async () => {
    const backend = await createTestBackend();
    const link = await resetLink(backend);
    vi.spyOn(backend.auth, 'verifyPasswordResetCode').mockRejectedValueOnce(new BackendError('network'));
    const { address } = open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.failed);
    expect(address().get('oobCode')).toBe(codeOf(link));
    expect(await backend.auth.verifyPasswordResetCode(codeOf(link))).toBe(learner.email);
  });
});

describe('the link that takes a changed address back', () => {
  it('restores the old address, names it, offers a new password, and forgets its code', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    const { user, address } = open(link, backend);

    expect(
      await screen.findByRole('heading', { level: 1, name: t.recover.title }, PAGE_LOADED),
    ).toBeVisible();
    expect(await screen.findByText(t.recover.restored(learner.email))).toBeVisible();
    expect(screen.getByText(t.recover.advice)).toBeVisible();
    await waitFor(() => expect(address().get('oobCode')).toBeNull());
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
      emailVerified: true,
    });

    await user.click(screen.getByRole('button', { name: t.recover.sendReset }));
    // The demo shows the link the e-mail would carry: to set the restored address's password.
    const reset = await screen.findByRole('link', { name: t.reset.demoLink });
    const sent = new URL(reset.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe(paths.verifyEmail.href());
    expect(sent.searchParams.get('mode')).toBe('resetPassword');
    expect(await backend.auth.verifyPasswordResetCode(sent.searchParams.get('oobCode')!)).toBe(learner.email);
    expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', paths.login.href());
  });

  it('says plainly that a used link is used, and changes nothing', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    await backend.auth.applyActionCode(codeOf(link));
    await backend.auth.signIn(learner.email, DEMO_PASSWORD);
    open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.recover.invalid);
    expect(screen.getByRole('link', { name: t.contactUs })).toHaveAttribute('href', paths.contact.href());
  });

  it('says the address is now another account’s when it has been taken since', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    await backend.auth.signUp({
      firstName: 'Other',
      lastName: 'Person',
      email: learner.email,
      password: 'x1y2z3',
    });
    open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.recover.taken);
  });

  it('refuses the code dressed as a verification link, and restores nothing', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    const dressed = link.replace('mode=recoverEmail', 'mode=verifyEmail');
    open(dressed, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(
      /^This link has expired or has already been used\./,
    );
    await expect(backend.auth.signIn('taken.over@example.com', DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
    });
  });
});

describe('the link that confirms a new address', () => {
  it('makes the change, says the new address is confirmed, and forgets its code', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    const { address } = open(link, backend);

    expect(await screen.findByRole('heading', { level: 1, name: t.change.title }, PAGE_LOADED)).toBeVisible();
    expect(await screen.findByText(t.change.changed('rahul.new@example.com'))).toBeVisible();
    expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', paths.login.href());
    await waitFor(() => expect(address().get('oobCode')).toBeNull());
    await expect(backend.auth.signIn('rahul.new@example.com', DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
      emailVerified: true,
    });
  });

  it('says plainly that a used link is used', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    await backend.auth.applyActionCode(codeOf(link));
    open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.change.invalid);
  });

  it('does not change to an address another account has taken meanwhile', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    await backend.auth.signUp({
      firstName: 'Rahul',
      lastName: 'Other',
      email: 'rahul.new@example.com',
      password: 'x1y2z3',
    });
    open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.change.taken);
    await backend.auth.signOut();
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
    });
  });
});

describe('a link the page does not know', () => {
  it.each(['signIn', 'revertSecondFactorAddition', 'verifyemail'])(
    'says so plainly for mode %s',
    async (mode) => {
      const backend = await createTestBackend();
      open(`${paths.verifyEmail.href()}?mode=${mode}&oobCode=abc`, backend);
      expect(
        await screen.findByRole('heading', { level: 1, name: t.unknown.title }, PAGE_LOADED),
      ).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(t.unknown.text);
    },
  );

  it('says a link without its code is incomplete', async () => {
    const backend = await createTestBackend();
    open(`${paths.verifyEmail.href()}?mode=resetPassword`, backend);
    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.incomplete);
  });
});
