import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HINDI_OFFERED } from '../../i18n/language';
import { loadAllTexts } from '../../i18n/texts';
import { renderWithRouter } from '../../test/renderWithRouter';
import { Header } from './Header';
import { LanguageSwitch } from './LanguageSwitch';

describe('the header in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('names and links the pages in Hindi, at their Hindi addresses', async () => {
    renderWithRouter(<Header />, { route: '/hi/blog' });
    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    // The switch's code arrives after the header's (Header.tsx).
    if (HINDI_OFFERED) await within(nav).findByRole('link', { name: 'Read this page in English' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['होम', '/hi/home'],
      ['हमारे बारे में', '/hi/about'],
      ['कोर्स', '/hi/courses'],
      ['ब्लॉग', '/hi/blog'],
      ['संपर्क करें', '/hi/contact'],
      ...(HINDI_OFFERED ? [['English', '/blog']] : []),
      ['लॉग इन/साइन अप', '/hi/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'ब्लॉग' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
  });
});

describe('LanguageSwitch', () => {
  it('offers the same page in Hindi, in Hindi, and remembers the choice', async () => {
    const { user } = renderWithRouter(<LanguageSwitch />, { route: '/courses/stock-market?from=home' });
    const toHindi = screen.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' });
    expect(toHindi).toHaveTextContent('हिन्दी');
    expect(toHindi).toHaveAttribute('href', '/hi/courses/stock-market?from=home');
    expect(toHindi).toHaveAttribute('lang', 'hi');
    // jsdom does not load another document; the choice is written as the link is followed.
    toHindi.addEventListener('click', (event) => event.preventDefault());
    await user.click(toHindi);
    expect(window.localStorage.getItem('language')).toBe('hi');
  });

  it('offers the same page in English from a Hindi page', async () => {
    renderWithRouter(<LanguageSwitch />, { route: '/hi/about' });
    const toEnglish = await screen.findByRole('link', { name: 'Read this page in English' });
    expect(toEnglish).toHaveTextContent('English');
    expect(toEnglish).toHaveAttribute('href', '/about');
    expect(toEnglish).toHaveAttribute('lang', 'en');
  });

  it.each([
    ['/hi//evil.example/login', '/home'],
    ['/hi/\\evil.example/login', '/home'],
    ['/hi/%2F%2Fevil.example/login', '/home'],
    ['/hi/%5Cevil.example/login', '/home'],
    ['/hi/%252F%252Fevil.example/login', '/home'],
    ['/hi/%09/evil.example/login', '/home'],
    ['/hi/ads?q=a//b&page=2#results', '/ads?q=a//b&page=2#results'],
    ['/hi', '/'],
  ])('links %s to %s in English, never to another site', async (route, english) => {
    renderWithRouter(<LanguageSwitch />, { route });
    expect(await screen.findByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
      'href',
      english,
    );
  });

  it.each([
    ['//evil.example/login', '/hi/home'],
    ['/\\evil.example/login', '/hi/home'],
    ['/%2F%2Fevil.example/login', '/hi/home'],
    ['/ads?q=a//b#results', '/hi/ads?q=a//b#results'],
  ])('links %s to %s in Hindi', async (route, hindi) => {
    renderWithRouter(<LanguageSwitch />, { route });
    expect(screen.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute('href', hindi);
  });
});
