import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as EbookCatalogue from '../../catalogue/ebooks';
import type * as EnglishEbookWords from '../../catalogue/ebookTexts/texts.en';
import type { EbookFacts } from '../../catalogue/types';
import { paths } from '../../config/paths';
import { renderPage } from '../../test/renderPage';
import { EbookPage } from './EbookPage';

// A book listed without a category or a description, as the specification allows.
const plainBook = vi.hoisted((): EbookFacts => ({
  id: '99',
  recordedTitle: 'Excel Shortcuts Handbook',
  author: 'Priya Nair',
  price: 299,
  originalPrice: 499,
  rating: 4,
  reviewCount: 12,
  image: '/ebooks/excel.svg',
  format: 'PDF',
  fileSize: '2 MB',
}));

vi.mock('../../catalogue/ebooks', async (importOriginal) => {
  const original = await importOriginal<typeof EbookCatalogue>();
  const ebooks = [...original.ebooks, plainBook];
  return {
    ...original,
    ebooks,
    findEbook: (id: string | undefined) => ebooks.find((book) => book.id === id),
  };
});

vi.mock('../../catalogue/ebookTexts/texts.en', async (importOriginal) => {
  const { texts } = await importOriginal<typeof EnglishEbookWords>();
  const plainWords = { title: plainBook.recordedTitle, sellerTag: 'New', language: 'English' };
  return { texts: { ...texts, books: { ...texts.books, [plainBook.id]: plainWords } } };
});

describe('EbookPage for a book without a category or a description', () => {
  it("shows the category 'Ebook' and 'No description available.'", async () => {
    await renderPage(<EbookPage />, { route: paths.ebook.href('99'), path: paths.ebook.path });

    expect(
      await screen.findByRole('article', { name: 'Excel Shortcuts Handbook' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ebook')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
  });
});
