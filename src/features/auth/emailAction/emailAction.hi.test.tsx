import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../../backend/local/seed';
import type { Backend } from '../../../backend/types';
import { texts as authFailures } from '../../../backend/words/authFailures.texts.hi';
import { paths } from '../../../config/paths';
import { loadAllTexts } from '../../../i18n/texts';
import { afterAddressChange, codeOf, createTestBackend } from '../../../test/backend';
import { englishSentencesIn } from '../../../test/hindi';
import { renderApp } from '../../../test/renderApp';
import { texts as auth } from '../texts.hi';
import { texts as t } from './texts.hi';
// The lazy page's words, defined before loadAllTexts loads them, as a page's arrive before it shows.
import '../../../components/verification.texts';
import '../../../components/errorTexts';
import '../texts';
import './texts';

const learner = demoAccounts.learner;
/** The page's code and words load with its first render: room for a busy machine. */
const PAGE_LOADED = { timeout: 5000 };
const hi = (path: string) => `/hi${path}`;

/** The Hindi page a link opens (Firebase's English one reloads as it for a Hindi reader). */
function open(link: string, backend: Backend) {
  const page = renderApp(link.startsWith('/hi/') ? link : hi(link), { backend });
  const address = () => new URLSearchParams(page.location()?.search);
  return { ...page, address, main: () => page.container.querySelector('main')! };
}

describe('the e-mail links in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('sets a new password in Hindi, by the sign-up rule, and goes on to the Hindi log-in page', async () => {
    const backend = await createTestBackend();
    const { demoLink } = await backend.auth.sendPasswordReset(learner.email, hi(paths.login.href()));
    expect(demoLink).toMatch(/^\/hi\/verify-email\?mode=resetPassword&/);
    const { user, address, main } = open(demoLink!, backend);

    expect(await screen.findByRole('heading', { level: 1, name: t.reset.title }, PAGE_LOADED)).toBeVisible();
    expect(await screen.findByText(t.reset.forEmail(learner.email))).toBeVisible();
    expect(screen.getByText(auth.signup.passwordHint(6))).toBeVisible();
    const password = screen.getByLabelText(t.reset.password);
    await user.type(password, '123');
    await user.click(screen.getByRole('button', { name: t.reset.submit }));
    expect(await screen.findByText(authFailures['weak-password'])).toBeVisible();
    expect(englishSentencesIn(main())).toEqual([]);

    await user.clear(password);
    await user.type(password, 'naya-secret');
    await user.click(screen.getByRole('button', { name: t.reset.submit }));
    expect(await screen.findByText(t.reset.done)).toBeVisible();
    expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', hi(paths.login.href()));
    await waitFor(() => expect(address().get('oobCode')).toBeNull());
    expect(englishSentencesIn(main())).toEqual([]);
    await expect(backend.auth.signIn(learner.email, 'naya-secret')).resolves.toMatchObject({
      uid: learner.uid,
    });
  }, 20_000);

  it('says in Hindi that a used link to set a password is used', async () => {
    const backend = await createTestBackend();
    const { demoLink } = await backend.auth.sendPasswordReset(learner.email, hi(paths.login.href()));
    await backend.auth.confirmPasswordReset(codeOf(demoLink!), 'set-elsewhere');
    const { main } = open(demoLink!, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.reset.invalid);
    expect(englishSentencesIn(main())).toEqual([]);
  });

  it('restores a changed address in Hindi, and sends the Hindi link to set a new password', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    const { user, main } = open(link, backend);

    expect(
      await screen.findByRole('heading', { level: 1, name: t.recover.title }, PAGE_LOADED),
    ).toBeVisible();
    expect(await screen.findByText(t.recover.restored(learner.email))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.recover.sendReset }));
    const reset = await screen.findByRole('link', { name: t.reset.demoLink });
    expect(reset.getAttribute('href')).toMatch(/^\/hi\/verify-email\?mode=resetPassword&/);
    expect(englishSentencesIn(main())).toEqual([]);
    await expect(backend.auth.signIn(learner.email, DEMO_PASSWORD)).resolves.toMatchObject({
      uid: learner.uid,
    });
  });

  it('says in Hindi that a used link to restore an address is used', async () => {
    const { backend, link } = await afterAddressChange('done', 'taken.over@example.com');
    await backend.auth.applyActionCode(codeOf(link));
    const { main } = open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.recover.invalid);
    expect(englishSentencesIn(main())).toEqual([]);
  });

  it('confirms a new address in Hindi', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    const { main } = open(link, backend);

    expect(await screen.findByRole('heading', { level: 1, name: t.change.title }, PAGE_LOADED)).toBeVisible();
    expect(await screen.findByText(t.change.changed('rahul.new@example.com'))).toBeVisible();
    expect(screen.getByRole('link', { name: t.logIn })).toHaveAttribute('href', hi(paths.login.href()));
    expect(englishSentencesIn(main())).toEqual([]);
  });

  it('says in Hindi that a used link to confirm a new address is used', async () => {
    const { backend, link } = await afterAddressChange('request', 'rahul.new@example.com');
    await backend.auth.applyActionCode(codeOf(link));
    const { main } = open(link, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.change.invalid);
    expect(englishSentencesIn(main())).toEqual([]);
  });

  it('says in Hindi that it does not know a link', async () => {
    const backend = await createTestBackend();
    const { main } = open(`${paths.verifyEmail.href()}?mode=signIn&oobCode=abc`, backend);

    expect(await screen.findByRole('alert', {}, PAGE_LOADED)).toHaveTextContent(t.unknown.text);
    expect(englishSentencesIn(main())).toEqual([]);
  });
});
