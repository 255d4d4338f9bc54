import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { rememberLanguage } from '../../i18n/languageChoice';
import type { Backend } from '../../backend/types';
import { newAccountWithLink } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/**
 * The link of Firebase's e-mail for the same code: always to the English page (the template's
 * action URL), with a full continue address.
 */
function asFirebaseLinks(link: string) {
  const url = new URL(link, window.location.origin);
  url.pathname = paths.verifyEmail.href();
  url.searchParams.set('continueUrl', new URL(url.searchParams.get('continueUrl')!, url).href);
  return `${url.pathname}${url.search}`;
}

/** The browser's replace, which jsdom does not perform. */
function watchReplace() {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
  return replace;
}

const open = (route: string, backend: Backend) =>
  renderPage(<VerifyEmailPage />, { route, path: paths.verifyEmail.path, backend });

describe('VerifyEmailPage', () => {
  it('confirms the address of the link, and goes on where the link was asked for', async () => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    const { user } = await open(link, backend);

    expect(await screen.findByText('Your e-mail address is confirmed. You can post ads now.')).toBeVisible();
    expect((await backend.auth.refreshUser())?.emailVerified).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.myAds.href());
  });

  it('says a used link has expired, and leaves the address as it was', async () => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    const used = new URL(link, 'http://localhost');
    used.searchParams.set('oobCode', 'used-or-made-up');
    await open(`${used.pathname}${used.search}`, backend);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This link has expired or has already been used\./,
    );
    expect((await backend.auth.refreshUser())?.emailVerified).toBe(false);
    expect(screen.getByRole('link', { name: 'Go to the ad form' })).toHaveAttribute(
      'href',
      paths.createJobPost.href(),
    );
  });

  it('says a link without its code is incomplete', async () => {
    const { backend } = await newAccountWithLink(paths.myAds.href());
    await open(`${paths.verifyEmail.href()}?mode=verifyEmail`, backend);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is incomplete\./);
  });

  it('never sends the user to another site after confirming', async () => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    const crafted = new URL(link, 'http://localhost');
    crafted.searchParams.set('continueUrl', 'https://elsewhere.example/steal');
    await open(`${crafted.pathname}${crafted.search}`, backend);

    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      paths.createJobPost.href(),
    );
  });
});

describe('VerifyEmailPage, for a link asked for on a Hindi page', () => {
  it("opens Firebase's English link as the Hindi page, its query kept, before using the code", async () => {
    const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}`);
    const replace = watchReplace();
    const firebaseLink = asFirebaseLinks(link);
    const { container } = await open(firebaseLink, backend);

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `/hi${paths.verifyEmail.href()}${new URL(firebaseLink, 'http://x').search}`,
      ),
    );
    expect(container).toBeEmptyDOMElement();
    // The Hindi page uses it.
    expect((await backend.auth.refreshUser())?.emailVerified).toBe(false);
  });

  it('stays in English on a device that chose English, and goes on to the English page', async () => {
    const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}`);
    rememberLanguage('en');
    const replace = watchReplace();
    await open(asFirebaseLinks(link), backend);

    expect(await screen.findByText('Your e-mail address is confirmed. You can post ads now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', paths.myAds.href());
    expect(replace).not.toHaveBeenCalled();
  });
});
