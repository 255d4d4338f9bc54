import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static.node';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../backend/local/seed';
import { fillTemplate } from '../../scripts/prerender';
import { App } from '../app/App';
import { texts as shellWords } from '../app/shell/texts.en';
import { blogPosts } from '../catalogue/blog';
import { site } from '../config/site';
import { basenameOf, HINDI_OFFERED, languageOfPath } from '../i18n/language';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { loadAllTexts } from '../i18n/texts';
import { writeSessionHint } from '../session/sessionHint';
import { SessionProvider } from '../session/SessionProvider';
import { createTestBackend, demoAccounts } from '../test/backend';
import { adShellPath, inEveryLanguage, prerenderedPagePaths, publicPagePaths } from './publicPages';
import { renderPage } from './renderPage';

const template = '<html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';

/**
 * Loads a built page into this document, as a browser would before any script runs; at `address`
 * when the hosting serves it for another address than its own (the ad page shell).
 */
async function openPrerendered(url: string, address = url) {
  const html = fillTemplate(template, await renderPage(url));
  // The build renders in its own process; here the server renderer shares React with the browser
  // renderer and leaves its last context values set until another render starts from the root.
  await prerender(<></>);
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  window.history.replaceState(null, '', address);
  return document.getElementById('root')!;
}

/** Collects what React reports on the console until stopped. */
function watchConsole(problems: unknown[]) {
  return vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // A development-only warning about sharing React with the server renderer in one process (see
    // openPrerendered); the build never does.
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    problems.push(args);
  });
}

/** Hydrates the open page as main.tsx does, in the language of its address, collecting every mismatch React reports. */
async function hydrate(container: HTMLElement) {
  const language = languageOfPath(window.location.pathname);
  await loadAllTexts(language);
  const problems: unknown[] = [];
  const consoleError = watchConsole(problems);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <LanguageProvider language={language}>
          <SessionProvider load={createTestBackend}>
            <BrowserRouter basename={basenameOf(language)}>
              <App />
            </BrowserRouter>
          </SessionProvider>
        </LanguageProvider>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    ),
  );
  // Let each lazily loaded page arrive and hydrate.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  consoleError.mockRestore();
  return { root, problems };
}

describe('prerendered public pages', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it('lists every course and blog post page for the sitemap, and no signed-in or sign-in page', () => {
    const pages = publicPagePaths();
    expect(pages).toEqual(expect.arrayContaining(['/home', '/courses/spoken-english', '/about', '/blog']));
    for (const post of blogPosts) expect(pages).toContain(`/blog/${post.id}`);
    expect(pages.filter((page) => /profile|admin|payment|ebooks|login|signup/.test(page))).toEqual([]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('prerenders those pages and the sign-in pages, and no signed-in page', () => {
    const pages = prerenderedPagePaths();
    expect(pages).toEqual([
      ...publicPagePaths(),
      ...inEveryLanguage(['/login', '/signup']),
      ...inEveryLanguage([adShellPath]),
    ]);
    expect(pages.filter((page) => /profile|admin|payment|ebooks|library/.test(page))).toEqual([]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('carry the page itself, its title, description and link-preview tags before any script runs', async () => {
    const container = await openPrerendered('/courses/spoken-english');
    expect(document.title).toBe(`Spoken English | ${site.name}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/speak English/),
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${site.url}/courses/spoken-english`,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.url}/courses/spoken-english`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Spoken English' })).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();

    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string; name: string },
    );
    expect(data.map((item) => item['@type']).sort()).toEqual(['Course', 'EducationalOrganization']);
  });

  it.each([
    ['/login', 'Log in', /Log in to buy eBooks/],
    ['/signup', 'Sign up', /Create your account to buy eBooks/],
  ])(
    '%s carries its own title, description and canonical address, and the signed-out form',
    async (url, title, description) => {
      const container = await openPrerendered(url);
      expect(document.title).toBe(`${title} | ${site.name}`);
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(description),
      );
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.url}${url}`,
      );
      expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${site.url}${url}`,
      );
      expect(screen.getByLabelText('E-mail')).toHaveValue('');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByRole('link', { name: shellWords.loginSignup })).toBeInTheDocument();
      expect(container.querySelector('.spinner')).toBeNull();
    },
  );

  // One test per page: a page that renders differently in the browser than at build time would
  // flash and lose its prerendered markup.
  it.each(prerenderedPagePaths().filter((path) => !inEveryLanguage([adShellPath]).includes(path)))(
    '%s hydrates without a mismatch',
    async (url) => {
      const container = await openPrerendered(url);
      const heading = screen.getByRole('heading', { level: 1 }).textContent;
      const { root, problems } = await hydrate(container);
      unmount = () => root.unmount();
      expect(problems).toEqual([]);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading ?? '');
    },
  );

  it("the ad page shell says the ad is loading, in words that fit any ad, with no one ad's address", async () => {
    const container = await openPrerendered(adShellPath);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the ad…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Classified ad');
    expect(screen.getByRole('link', { name: 'See all ads' })).toHaveAttribute('href', '/ads');
    expect(document.title).toBe(`Classified ad | ${site.name}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^An ad posted by one of our learners/),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    // Served at every ad's address, it must not name one of them as the page's own.
    expect(document.head.querySelector('link[rel="canonical"], meta[property="og:url"]')).toBeNull();
    expect(container.textContent).not.toMatch(/\/ads\/ad\b/);
  });

  it.each(['demo-ad-phone', 'an-ad-that-is-gone'])(
    'the ad page shell hydrates without a mismatch at /ads/%s, then shows that ad',
    async (id) => {
      const container = await openPrerendered(adShellPath, `/ads/${id}`);
      const { root, problems } = await hydrate(container);
      unmount = () => root.unmount();
      expect(problems).toEqual([]);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: id === 'demo-ad-phone' ? 'Samsung Galaxy S23' : 'This ad is not listed',
        }),
      ).toBeInTheDocument();
      // The language switch leads to this ad in Hindi, not to the shell's own address, once its
      // code has come (src/app/shell/Header.tsx).
      if (HINDI_OFFERED)
        await waitFor(() =>
          expect(screen.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute(
            'href',
            `/hi/ads/${id}`,
          ),
        );
      if (id === 'demo-ad-phone') {
        await waitFor(() => expect(document.title).toMatch(/^Samsung Galaxy S23 – Mobile Phones \|/));
        expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${site.url}/ads/${id}`,
        );
      }
    },
  );

  it("shows the visitor's year in the footer once hydrated, though the page was built earlier", async () => {
    const container = await openPrerendered('/home');
    const copyright = (year: number) => `© ${year} ${site.name}. All rights reserved.`;
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyright(__BUILD_YEAR__));
    // The visitor reads the page two years after it was built.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 2, 2, 15, 10));
    const { root, problems } = await hydrate(container);
    unmount = () => root.unmount();
    expect(problems).toEqual([]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyright(__BUILD_YEAR__ + 2));
  });

  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Sign up'],
  ])('%s cannot be submitted before the script has taken the form over', async (url, submit) => {
    const container = await openPrerendered(url);
    expect(screen.getByRole('button', { name: submit })).toBeDisabled();
    const { root, problems } = await hydrate(container);
    unmount = () => root.unmount();
    expect(problems).toEqual([]);
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
  });

  it('opens the password reset only once the script can open it, with the e-mail typed before', async () => {
    const container = await openPrerendered('/login');
    // Pressed in the markup alone, the button would do nothing and the visitor would wonder why.
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeDisabled();
    (screen.getByLabelText('E-mail') as HTMLInputElement).value = demoAccounts.learner.email;
    const { root, problems } = await hydrate(container);
    unmount = () => root.unmount();
    expect(problems).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByLabelText('E-mail for the reset link')).toHaveValue(demoAccounts.learner.email);
  });

  it('logs in with what the visitor typed into prerendered /login before the script ran', async () => {
    const container = await openPrerendered('/login');
    (screen.getByLabelText('E-mail') as HTMLInputElement).value = demoAccounts.learner.email;
    (screen.getByLabelText('Password') as HTMLInputElement).value = DEMO_PASSWORD;
    const { root, problems } = await hydrate(container);
    unmount = () => root.unmount();
    expect(problems).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveValue(demoAccounts.learner.email);
    const consoleError = watchConsole(problems);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    consoleError.mockRestore();
    expect(problems).toEqual([]);
  });

  it('greets a returning user once hydrated, though the page was built signed-out', async () => {
    const container = await openPrerendered('/home');
    expect(screen.getByRole('link', { name: shellWords.loginSignup })).toBeInTheDocument();
    writeSessionHint({ name: 'Rahul Kumar' });
    const { root, problems } = await hydrate(container);
    unmount = () => root.unmount();
    expect(problems).toEqual([]);
    expect(screen.queryByRole('link', { name: shellWords.loginSignup })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Your profile' })[0]).toHaveTextContent('R');
  });
});

describe('the words a prerendered page reads', () => {
  it("are named with its HTML, the page's own and the shell's, in the page's language only", async () => {
    const { renderPageWithTexts } = await import('./renderPage');
    const { texts } = await renderPageWithTexts('/faq');
    expect(texts.some((module) => /faq\.texts\.en/.test(module))).toBe(true);
    expect(texts.some((module) => /shell\/texts\.en/.test(module))).toBe(true);
    expect(texts.filter((module) => /texts\.hi/.test(module))).toEqual([]);
    // What a page does not show is not fetched with it: the signed-in course pages' words.
    expect(texts.filter((module) => /enrolment/.test(module))).toEqual([]);
  });
});
