import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllTexts } from '../i18n/texts';
import { englishSentencesIn } from '../test/hindi';
import { renderWithRouter } from '../test/renderWithRouter';
import { ChunkLoadError } from './lazyPage';
import { RootLayout } from './RootLayout';

describe('a page that failed, in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('offers a reload and the way home in Hindi', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new ChunkLoadError('Failed to fetch dynamically imported module');
    };
    renderWithRouter(
      <RootLayout>
        <Broken />
      </RootLayout>,
      { route: '/hi/courses' },
    );
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'यह पेज लोड नहीं हो पाया' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'पेज दोबारा लोड करें' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi/home');
    expect(englishSentencesIn(main)).toEqual([]);
  });
});
