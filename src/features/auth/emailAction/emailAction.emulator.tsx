import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadBackend } from '../../../backend';
import {
  actionPageLink,
  changeAddressNow,
  emptyAuthEmulator,
  lastEmail,
  newAccount,
  oobCodes,
  requestAddressChange,
  sendResetTo,
  sendVerificationTo,
  signInWith,
  type OobCode,
} from '../../../test/authEmulator';
import type { Backend } from '../../../backend/types';
import { texts as authFailuresEn } from '../../../backend/words/authFailures.texts.en';
import { texts as authFailuresHi } from '../../../backend/words/authFailures.texts.hi';
import { paths } from '../../../config/paths';
import { texts as verificationEn } from '../../../components/verification.texts.en';
import { texts as verificationHi } from '../../../components/verification.texts.hi';
import { loadAllTexts } from '../../../i18n/texts';
import { englishSentencesIn } from '../../../test/hindi';
import { renderApp } from '../../../test/renderApp';
import { texts as en } from './texts.en';
import { texts as hi } from './texts.hi';
// The lazy page's words, defined before loadAllTexts loads them, as a page's arrive before it shows.
import '../../../components/verification.texts';
import '../../../components/errorTexts';
import '../texts';
import './texts';

/**
 * The page every e-mail's link opens (paths.verifyEmail), on the firebase backend against the Auth
 * emulator (`npm run test:auth`), in English and in Hindi: the codes are the emulator's own, mailed
 * for each kind of link, and what the page did is read back from the emulator.
 */
const PASSWORD = 'secret-pass-1';
/** The page's code and words load with its first render, and the emulator answers each step. */
const PAGE_LOADED = { timeout: 10_000 };

let counter = 0;
const uniqueEmail = () => `reader${Date.now()}${(counter += 1)}@demo.test`;
const origin = () => window.location.origin;

/** The app's own backend, as it loads it: the firebase one, on the emulators (vitest.auth.config.ts). */
async function firebaseBackend(): Promise<Backend> {
  const backend = await loadBackend();
  expect(backend.kind).toBe('firebase');
  return backend;
}

/** The page at an e-mail's link, in `language`; a Hindi reader's English link reloads as this one. */
async function openLink(sent: OobCode, language: 'en' | 'hi') {
  const page = language === 'hi' ? `/hi${paths.verifyEmail.href()}` : paths.verifyEmail.href();
  const rendered = renderApp(actionPageLink(sent, page), { backend: await firebaseBackend() });
  const address = () => new URLSearchParams(rendered.location()?.search);
  return { ...rendered, address, main: () => rendered.container.querySelector('main')! };
}

beforeAll(() => {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Start this suite with `npm run test:auth`: it needs the Firebase Auth emulator.');
  }
});
beforeEach(() => emptyAuthEmulator());
afterAll(async () => {
  await (await loadBackend()).auth.signOut();
});

describe.each([
  {
    language: 'en' as const,
    t: en,
    verification: verificationEn,
    weakPassword: authFailuresEn['weak-password'],
    englishLeft: () => [],
  },
  {
    language: 'hi' as const,
    t: hi,
    verification: verificationHi,
    weakPassword: authFailuresHi['weak-password'],
    englishLeft: englishSentencesIn,
  },
])(
  'the e-mail links against the Auth emulator, in $language',
  ({ language, t, verification, weakPassword, englishLeft }) => {
    const here = (path: string) => (language === 'hi' ? `/hi${path}` : path);
    beforeAll(() => loadAllTexts(language));

    it('confirms an address with its verification link, and forgets the code', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await sendVerificationTo(idToken, `${origin()}${here(paths.myAds.href())}`);
      const { address, main } = await openLink(await lastEmail(email, 'VERIFY_EMAIL'), language);

      expect(await screen.findByText(verification.confirmed, {}, PAGE_LOADED)).toBeVisible();
      expect(screen.getByRole('link', { name: verification.continue })).toHaveAttribute(
        'href',
        here(paths.myAds.href()),
      );
      expect(await signInWith(email, PASSWORD)).toEqual({ email, emailVerified: true });
      await waitFor(() => expect(address().get('oobCode')).toBeNull());
      expect(address().get('apiKey')).toBeNull();
      expect(englishLeft(main())).toEqual([]);
    });

    it('sets a new password with its link: the code checked, the sign-up rule, the code forgotten', async () => {
      const email = uniqueEmail();
      await newAccount(email, PASSWORD);
      await sendResetTo(email, `${origin()}${here(paths.login.href())}`);
      const { user, address, main } = await openLink(await lastEmail(email, 'PASSWORD_RESET'), language);

      expect(await screen.findByText(t.reset.forEmail(email), {}, PAGE_LOADED)).toBeVisible();
      const password = screen.getByLabelText(t.reset.password);
      await user.type(password, '12345');
      await user.click(screen.getByRole('button', { name: t.reset.submit }));
      expect(await screen.findByText(weakPassword)).toBeVisible();
      expect(address().get('oobCode')).not.toBeNull();

      await user.clear(password);
      await user.type(password, 'brand-new-pass');
      await user.click(screen.getByRole('button', { name: t.reset.submit }));
      expect(await screen.findByText(t.reset.done, {}, PAGE_LOADED)).toBeVisible();
      expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', here(paths.login.href()));
      await waitFor(() => expect(address().get('oobCode')).toBeNull());
      expect(englishLeft(main())).toEqual([]);

      expect(await signInWith(email, PASSWORD)).toBeNull();
      expect(await signInWith(email, 'brand-new-pass')).toMatchObject({ email });
    });

    it('says plainly that a used link to set a password is used', async () => {
      const email = uniqueEmail();
      await newAccount(email, PASSWORD);
      await sendResetTo(email, `${origin()}${here(paths.login.href())}`);
      const sent = await lastEmail(email, 'PASSWORD_RESET');
      await (await firebaseBackend()).auth.confirmPasswordReset(sent.oobCode, 'set-elsewhere');
      const { main } = await openLink(sent, language);

      expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.reset.invalid);
      expect(screen.queryByLabelText(t.reset.password)).not.toBeInTheDocument();
      expect(englishLeft(main())).toEqual([]);
    });

    it('refuses a code that restores an address, opened as a link to set a password', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await changeAddressNow(idToken, `moved.${email}`);
      const sent = await lastEmail(email, 'RECOVER_EMAIL');
      const dressed = { ...sent, oobLink: sent.oobLink.replace('mode=recoverEmail', 'mode=resetPassword') };
      await openLink(dressed, language);

      expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.reset.invalid);
      expect(screen.queryByLabelText(t.reset.password)).not.toBeInTheDocument();
    });

    it('takes a changed address back, names it, and sends a link to set a new password to it', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await changeAddressNow(idToken, `moved.${email}`);
      const { user, address, main } = await openLink(await lastEmail(email, 'RECOVER_EMAIL'), language);

      expect(await screen.findByText(t.recover.restored(email), {}, PAGE_LOADED)).toBeVisible();
      expect(await signInWith(email, PASSWORD)).toEqual({ email, emailVerified: true });
      await waitFor(() => expect(address().get('oobCode')).toBeNull());

      const resets = async () =>
        (await oobCodes()).filter((code) => code.requestType === 'PASSWORD_RESET' && code.email === email);
      expect(await resets()).toEqual([]);
      await user.click(screen.getByRole('button', { name: t.recover.sendReset }));
      expect(await screen.findByText(t.recover.resetSent(email), {}, PAGE_LOADED)).toBeVisible();
      const [reset] = await resets();
      expect(reset?.email).toBe(email);
      // It goes on to the log-in page in this page's language.
      expect(new URL(reset!.oobLink).searchParams.get('continueUrl')).toBe(
        `${origin()}${here(paths.login.href())}`,
      );
      expect(englishLeft(main())).toEqual([]);
    });

    it('says plainly that a used link to restore an address is used', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await changeAddressNow(idToken, `moved.${email}`);
      const sent = await lastEmail(email, 'RECOVER_EMAIL');
      await (await firebaseBackend()).auth.applyActionCode(sent.oobCode);
      const { main } = await openLink(sent, language);

      expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.recover.invalid);
      expect(englishLeft(main())).toEqual([]);
    });

    it('confirms a new address with its link, and says the address is changed and confirmed', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await requestAddressChange(idToken, `new.${email}`);
      const { address, main } = await openLink(await lastEmail(email, 'VERIFY_AND_CHANGE_EMAIL'), language);

      expect(await screen.findByText(t.change.changed(`new.${email}`), {}, PAGE_LOADED)).toBeVisible();
      expect(await signInWith(`new.${email}`, PASSWORD)).toEqual({
        email: `new.${email}`,
        emailVerified: true,
      });
      expect(await signInWith(email, PASSWORD)).toBeNull();
      await waitFor(() => expect(address().get('oobCode')).toBeNull());
      expect(englishLeft(main())).toEqual([]);
    });

    it('says plainly that a used link to confirm a new address is used', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await requestAddressChange(idToken, `new.${email}`);
      const sent = await lastEmail(email, 'VERIFY_AND_CHANGE_EMAIL');
      await (await firebaseBackend()).auth.applyActionCode(sent.oobCode);
      const { main } = await openLink(sent, language);

      expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.change.invalid);
      expect(englishLeft(main())).toEqual([]);
    });

    it('says plainly that a used verification link is used', async () => {
      const email = uniqueEmail();
      const { idToken } = await newAccount(email, PASSWORD);
      await sendVerificationTo(idToken, `${origin()}${here(paths.myAds.href())}`);
      const sent = await lastEmail(email, 'VERIFY_EMAIL');
      await (await firebaseBackend()).auth.applyActionCode(sent.oobCode);
      const { main } = await openLink(sent, language);

      expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(verification.invalidLink);
      expect(englishLeft(main())).toEqual([]);
    });
  },
);
