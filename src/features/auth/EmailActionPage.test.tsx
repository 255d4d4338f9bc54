import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { texts as hindi } from '../../components/verification.texts.hi';
import { rememberLanguage } from '../../i18n/languageChoice';
import { loadAllTexts } from '../../i18n/texts';
import type { Backend } from '../../backend/types';
import { newAccountWithLink } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { EmailActionPage } from './EmailActionPage';

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

/** Continue addresses that lead, or once led, off the site (src/lib/siteAddress.ts has them all). */
const CRAFTED = [
  'https://elsewhere.example/steal',
  '//elsewhere.example/steal',
  '/hi//elsewhere.example/steal',
  '/hi/\\elsewhere.example/steal',
  `${window.location.origin}/hi//elsewhere.example/steal`,
  '/hi/%2F%2Felsewhere.example/steal',
  '/\t/elsewhere.example/steal',
  'javascript:alert(document.cookie)',
];

/** The link with another continue address, as someone who forwards it may write. */
function crafted(link: string, continueUrl: string) {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('continueUrl', continueUrl);
  return `${url.pathname}${url.search}`;
}

const open = (route: string, backend: Backend) =>
  renderPage(<EmailActionPage />, { route, path: paths.verifyEmail.path, backend });

describe('EmailActionPage', () => {
  it('confirms the address of the link, and goes on where the link was asked for', async () => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    const { user } = await open(link, backend);

    expect(
      await screen.findByText('Your e-mail address is confirmed. You can post and report ads now.'),
    ).toBeVisible();
    expect((await backend.auth.refreshUser())?.emailVerified).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.myAds.href());
  });

  it('takes the used code out of the address bar, and keeps the way on', async () => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    const { router } = await open(link, backend);

    expect(
      await screen.findByText('Your e-mail address is confirmed. You can post and report ads now.'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.search).not.toContain('oobCode'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('mode')).toBe('verifyEmail');
    expect(query.get('continueUrl')).toBe(paths.myAds.href());
    expect(router.state.location.pathname).toBe(paths.verifyEmail.href());
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

  it.each(CRAFTED)('never sends the user to another site after confirming: %s', async (continueUrl) => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    // A device that chose English stays on this page whatever language the address names.
    rememberLanguage('en');
    await open(crafted(link, continueUrl), backend);

    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      paths.createJobPost.href(),
    );
  });
});

describe('EmailActionPage in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it.each(CRAFTED)('never sends the user to another site after confirming: %s', async (continueUrl) => {
    const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}`);
    await open(crafted(link, continueUrl), backend);

    expect(await screen.findByText(hindi.confirmed)).toBeVisible();
    expect(screen.getByRole('link', { name: hindi.continue })).toHaveAttribute(
      'href',
      `/hi${paths.createJobPost.href()}`,
    );
  });

  it('goes on to the Hindi page the link was asked for', async () => {
    const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}?tab=live#ads`);
    await open(link, backend);

    expect(await screen.findByRole('link', { name: hindi.continue })).toHaveAttribute(
      'href',
      `/hi${paths.myAds.href()}?tab=live#ads`,
    );
  });
});

describe('EmailActionPage, for a link asked for on a Hindi page', () => {
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

  it('opens an English link as the Hindi page on a device that chose Hindi', async () => {
    const { backend, link } = await newAccountWithLink(paths.myAds.href());
    rememberLanguage('hi');
    const replace = watchReplace();
    await open(link, backend);

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `/hi${paths.verifyEmail.href()}${new URL(link, 'http://x').search}`,
      ),
    );
    expect((await backend.auth.refreshUser())?.emailVerified).toBe(false);
  });

  it('stays in English on a device that chose English, and goes on to the English page', async () => {
    const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}`);
    rememberLanguage('en');
    const replace = watchReplace();
    await open(asFirebaseLinks(link), backend);

    expect(
      await screen.findByText('Your e-mail address is confirmed. You can post and report ads now.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', paths.myAds.href());
    expect(replace).not.toHaveBeenCalled();
  });
});
