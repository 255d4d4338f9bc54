import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HINDI_OFFERED } from '../../i18n/language';
import { renderWithRouter } from '../../test/renderWithRouter';
import { Header } from './Header';

/** The language switch, once Hindi is offered (src/i18n/language.ts): the same page in Hindi. */
const toHindi = (href: string) => (HINDI_OFFERED ? [['हिन्दी', href]] : []);

/** The switch's code arrives after the header's (Header.tsx): wait for it where it is offered. */
const switchArrived = async (nav: HTMLElement) => {
  if (HINDI_OFFERED) await within(nav).findByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' });
};

describe('Header', () => {
  it('links the main pages and Login/Signup while signed out', async () => {
    renderWithRouter(<Header />, { route: '/home' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await switchArrived(nav);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['About', '/about'],
      ['Courses', '/courses'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ...toHindi('/hi/home'),
      ['Login/Signup', '/profile'],
    ]);
  });

  it('marks the current page in the navigation', () => {
    renderWithRouter(<Header />, { route: '/blog' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the ISO certification badge', () => {
    renderWithRouter(<Header />);
    expect(screen.getByText(/ISO 9001:2015/)).toBeInTheDocument();
  });

  it('opens and closes the mobile menu from a named toggle', async () => {
    const { user } = renderWithRouter(<Header />, { route: '/home' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await switchArrived(menu);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/home'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Training', '/training'],
      ['Contact', '/contact'],
      ...toHindi('/hi/home'),
      ['Login/Signup', '/profile'],
    ]);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and after following a link', async () => {
    const { user, router } = renderWithRouter(<Header />, { route: '/home' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Training' }));
    expect(router.state.location.pathname).toBe('/training');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
