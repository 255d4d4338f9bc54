import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('the route table', () => {
  it('sends / to /home', async () => {
    const { pathname } = renderApp('/');
    await waitFor(() => expect(pathname()).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/learn practical skills/i);
  });

  it('shows the 404 page for any other path, inside the shell', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    '/home',
    '/about',
    '/courses',
    '/courses/stock-market',
    '/courses/spoken-english',
    '/courses/digital-marketing',
    '/courses/web-development',
    '/courses/graphic-design',
    '/courses/computer-basics',
    '/courses/spoken-english-courses',
    '/courses/personality-development-program',
    '/training',
    '/training/social-media-marketing',
    '/blog',
    '/contact',
    '/privacy-policy',
    '/terms',
    '/disclaimer',
    '/faq',
  ])('renders %s with one h1 and its own document title, not the 404 page', async (url) => {
    renderApp(url);
    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Oops! Page Not Found');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/\S \| /));
  });

  it('scrolls to the top when the route changes, and not on the first render', async () => {
    // As main.tsx renders it: StrictMode runs the first render's effects twice.
    configure({ reactStrictMode: true });
    vi.mocked(window.scrollTo).mockClear();
    const { user } = (() => {
      try {
        return renderApp('/home');
      } finally {
        configure({ reactStrictMode: false });
      }
    })();
    await screen.findByRole('heading', { level: 1 });
    // The first render of a prerendered page is its hydration: the visitor may be reading further down.
    expect(window.scrollTo).not.toHaveBeenCalled();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
