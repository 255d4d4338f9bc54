import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { renderPage } from '../../test/renderPage';
import { EbookPage, SPECIFIED_EBOOK_PAUSE_MS } from './EbookPage';

const openEbook = (id: string) =>
  renderPage(<EbookPage />, { route: paths.ebook.href(id), path: paths.ebook.path });

/** The book's page once its pause has run: the article of the book. */
const bookShown = (title: string) => screen.findByRole('article', { name: title }, { timeout: 3000 });

/** Past the page's loading delay, without waiting for it in real time. */
async function afterLoadingDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SPECIFIED_EBOOK_PAUSE_MS);
  });
}

describe('EbookPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`shows a loading state for ${SPECIFIED_EBOOK_PAUSE_MS} ms, then the book`, async () => {
    // The clock still runs, so the backend's own work settles; the test moves it on when it wants.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await openEbook('1');
    expect(await screen.findByText('Loading the eBook…')).toBeInTheDocument();
    // While it waits, the page has its title and heading: the book's, not a blank one.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Online Data Entry Guide');
    await vi.waitFor(() => expect(document.title).toMatch(/^Online Data Entry Guide \| /));
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();

    await afterLoadingDelay();

    expect(screen.getByRole('article', { name: 'Online Data Entry Guide' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Loading the eBook…')).not.toBeInTheDocument();
  });

  it("keeps the page's title and heading for an unknown id while it waits, not yet saying it is not found", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await openEbook('42');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^eBook$/);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the eBook…');
    await vi.waitFor(() => expect(document.title).toMatch(/^eBook \| /));
    expect(screen.queryByText('Book Not Found')).not.toBeInTheDocument();

    await afterLoadingDelay();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book Not Found');
  });

  it('shows category, title, description, author, stars, reviews, prices and the details', async () => {
    await openEbook('1');
    await bookShown('Online Data Entry Guide');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Work from Home')).toBeInTheDocument();
    expect(screen.getByText(/A practical, step-by-step guide/)).toBeInTheDocument();
    expect(screen.getByText('by Priya Sharma')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(312 reviews)')).toBeInTheDocument();
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
    expect(screen.getByText('₹1,699').closest('del')).not.toBeNull();

    const facts = within(screen.getByRole('heading', { name: 'Details' }).nextElementSibling as HTMLElement);
    expect(facts.getByText('Format').nextElementSibling).toHaveTextContent('PDF');
    expect(facts.getByText('Pages').nextElementSibling).toHaveTextContent('34');
    expect(facts.getByText('Language').nextElementSibling).toHaveTextContent('English');
    expect(facts.getByText('File size').nextElementSibling).toHaveTextContent('2.4 MB');
    await vi.waitFor(() => expect(document.title).toMatch(/^Online Data Entry Guide \| /));
  });

  it('strikes through the price plus ₹200, as the payment page does', async () => {
    await openEbook('3');
    await bookShown('Node.js Expert');
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('₹1,199').closest('del')).not.toBeNull();
  });

  it('goes to the payment page with Buy Now', async () => {
    const { user } = await openEbook('3');
    await bookShown('Node.js Expert');

    await user.click(await screen.findByRole('link', { name: 'Buy Now' }));

    expect(screen.getByTestId('landed')).toHaveTextContent(paths.payment.href('3'));
  });

  it('says the buyer owns the book, with its download, instead of Buy Now', async () => {
    await renderPage(<EbookPage />, { route: paths.ebook.href('1'), path: paths.ebook.path, as: 'approved' });

    expect(await screen.findByText('You own this book', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Online Data Entry Guide' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it("says the buyer's payment is being checked, with its transaction ID, instead of Buy Now", async () => {
    await openEbook('2');

    expect(
      await screen.findByText('Your payment is being checked', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('T2611201234567')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('links to the other eBooks, and loads the one picked', async () => {
    const { user } = await openEbook('2');
    await bookShown('React Pro Series');
    const more = within(screen.getByRole('region', { name: 'More eBooks' }));
    expect(more.getAllByRole('link')).toHaveLength(2);

    await user.click(more.getByRole('link', { name: 'Node.js Expert' }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading the eBook…');
    await bookShown('Node.js Expert');
  });

  it("shows 'Book Not Found' for an unknown id, with a way home", async () => {
    const { user } = await openEbook('42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Not Found' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No eBook found with ID: 42')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));

    expect(screen.getByTestId('landed')).toHaveTextContent(paths.home.href());
  });
});
