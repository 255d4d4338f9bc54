import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import { paths } from '../../config/paths';
import { loadAllTexts } from '../../i18n/texts';
import { formatDate, formatDateTime } from '../../lib/dates';
import { createTestBackend, demoAccounts, holdRead } from '../../test/backend';
import { englishSentencesIn } from '../../test/hindi';
import { renderPage } from '../../test/renderPage';
import { ConfirmationPage } from './ConfirmationPage';
import { EbookPage, SPECIFIED_EBOOK_PAUSE_MS } from './EbookPage';
import { LibraryPage } from './LibraryPage';
import { PaymentPage } from './PaymentPage';
import { ReceiptPage } from './ReceiptPage';

const hi = (href: string) => `/hi${href}`;

/** The seed's learner has T2611201234567 pending; the approved worker has 512345678901 confirmed. */
describe("the buyer's pages in Hindi", () => {
  beforeAll(() => loadAllTexts('hi'));

  it('shows an eBook in Hindi, with the way to buy', async () => {
    const { container } = await renderPage(<EbookPage />, {
      route: hi(paths.ebook.href('1')),
      path: paths.ebook.path,
    });

    expect(
      await screen.findByRole('article', { name: 'ऑनलाइन डेटा एंट्री गाइड' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByText('घर से काम')).toBeVisible();
    expect(screen.getByRole('img', { name: '5 में से 4.6 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByText('(312 रिव्यू)')).toBeVisible();
    expect(screen.getByText('अंग्रेज़ी')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'अभी ख़रीदें' })).toHaveAttribute(
      'href',
      hi(paths.payment.href('1')),
    );
    expect(screen.getByRole('link', { name: 'Node.js एक्सपर्ट' })).toHaveAttribute(
      'href',
      hi(paths.ebook.href('3')),
    );
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('asks for the payment in Hindi: the QR code, the UTR, and what is wrong', async () => {
    const { user, container } = await renderPage(<PaymentPage />, {
      route: hi(paths.payment.href('1')),
      path: paths.payment.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'अपनी ख़रीदारी पूरी करें' })).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'ऑर्डर का ब्योरा' }));
    expect(summary.getByText('ऑनलाइन डेटा एंट्री गाइड')).toBeVisible();
    expect(summary.getByText('कुल राशि', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹1,499');
    expect(await screen.findByRole('heading', { name: 'UPI से ₹1,499 का भुगतान करें' })).toBeVisible();
    expect(screen.getByRole('img', { name: /^UPI QR कोड: .* को ₹1,499 का भुगतान करें$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'भुगतान जमा करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया सभी जानकारी भरें');

    await user.type(screen.getByRole('textbox', { name: 'पूरा नाम' }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'UTR (ट्रांज़ैक्शन ID)' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'भुगतान जमा करें' }));
    expect(await screen.findByText(/^यह UPI का UTR \(ट्रांज़ैक्शन ID\) नहीं है।/)).toBeVisible();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('says in Hindi that a payment is received, and links to My Library', async () => {
    const { container } = await renderPage(<ConfirmationPage />, {
      route: hi(paths.confirmation.href('T2611201234567')),
      path: paths.confirmation.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान मिल गया' })).toBeVisible();
    expect(screen.getByText(/^रिएक्ट प्रो सीरीज़ के लिए आपके भुगतान की जानकारी हमें मिल गई है।/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'मेरी किताबें देखें' })).toHaveAttribute(
      'href',
      hi(paths.library.href()),
    );
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('says in Hindi that a payment is confirmed, with its receipt', async () => {
    const { container } = await renderPage(<ConfirmationPage />, {
      route: hi(paths.confirmation.href('512345678901')),
      path: paths.confirmation.path,
      as: 'approved',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान मंज़ूर हो गया!' })).toBeVisible();
    expect(screen.getByText('ऑनलाइन डेटा एंट्री गाइड आपकी किताबों में है, डाउनलोड के लिए तैयार।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'रसीद देखें' })).toHaveAttribute(
      'href',
      hi(paths.receipt.href('512345678901')),
    );
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('shows My Library in Hindi, with the reason of a rejected payment', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.payments.reject('T2611201234567', { reason: 'amount-not-received' });
    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    const { container } = await renderPage(<LibraryPage />, {
      route: hi(paths.library.href()),
      path: paths.library.path,
      backend,
    });

    const table = await screen.findByRole('table', { name: 'आपकी ख़रीदारी' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी किताबें' })).toBeVisible();
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByText('नामंज़ूर')).toBeVisible();
    expect(row.getByText('नामंज़ूर: राशि हमारे अकाउंट में नहीं पहुँची')).toBeVisible();
    expect(row.getByRole('link', { name: 'फिर से भुगतान करें रिएक्ट प्रो सीरीज़' })).toHaveAttribute(
      'href',
      hi(paths.payment.href('2')),
    );
    const payment = (await backend.payments.listMine())[0]!;
    // Dates stay in the English locale in both languages.
    expect(row.getByText(formatDate(payment.createdAt))).toBeVisible();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('shows a receipt in Hindi, the amount in rupees and the dates as in English', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    const paid = (await backend.payments.get('512345678901'))!;
    const { container } = await renderPage(<ReceiptPage />, {
      route: hi(paths.receipt.href('512345678901')),
      path: paths.receipt.path,
      backend,
    });

    const receipt = within(await screen.findByRole('article', { name: 'रसीद' }));
    expect(receipt.getByText('ऑनलाइन डेटा एंट्री गाइड (eBook, PDF फ़ाइल)')).toBeVisible();
    expect(receipt.getByText('₹1,499')).toBeVisible();
    expect(receipt.getByText(formatDateTime(paid.decidedAt))).toBeVisible();
    expect(receipt.getByRole('button', { name: 'प्रिंट करें या PDF में सेव करें' })).toBeVisible();
    expect(receipt.getByRole('link', { name: 'मेरी किताबें देखें' })).toHaveAttribute(
      'href',
      hi(paths.library.href()),
    );
    await waitFor(() => expect(englishSentencesIn(container)).toEqual([]));
  });

  it("keeps an eBook's Hindi title and heading through the page's pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { container } = await renderPage(<EbookPage />, {
        route: hi(paths.ebook.href('1')),
        path: paths.ebook.path,
      });

      expect(await screen.findByText('eBook लोड हो रही है…')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ऑनलाइन डेटा एंट्री गाइड');
      await waitFor(() => expect(document.title).toMatch(/^ऑनलाइन डेटा एंट्री गाइड \| /));
      expect(englishSentencesIn(container)).toEqual([]);

      await act(async () => {
        await vi.advanceTimersByTimeAsync(SPECIFIED_EBOOK_PAUSE_MS);
      });
      expect(screen.getByRole('article', { name: 'ऑनलाइन डेटा एंट्री गाइड' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the Hindi title and heading while a payment is looked up, saying nothing of its outcome', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'payments', 'get');
    const { container } = await renderPage(<ConfirmationPage />, {
      route: hi(paths.confirmation.href('T2611201234567')),
      path: paths.confirmation.path,
      backend,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका भुगतान' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^आपका भुगतान \| /));
    expect(screen.getByText('आपका भुगतान देखा जा रहा है…')).toBeInTheDocument();
    expect(screen.queryByText('भुगतान मंज़ूर हो गया!')).not.toBeInTheDocument();
    expect(screen.queryByText('भुगतान नहीं मिला')).not.toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान मिल गया' })).toBeVisible();
  });

  it('says in Hindi that My Library is loading, never that no eBook was bought, until it is read', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'payments', 'listMine');
    const { container } = await renderPage(<LibraryPage />, {
      route: hi(paths.library.href()),
      path: paths.library.path,
      backend,
    });

    expect(await screen.findByText('आपकी eBook लोड हो रही हैं…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी किताबें' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^मेरी किताबें \| /));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('आपने अभी तक कोई eBook नहीं ख़रीदी है।')).not.toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByRole('table', { name: 'आपकी ख़रीदारी' })).toBeVisible();
  });

  it('keeps the Hindi title and heading while a receipt is read, never saying there is none', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'approved' }), 'payments', 'get');
    const { container } = await renderPage(<ReceiptPage />, {
      route: hi(paths.receipt.href('512345678901')),
      path: paths.receipt.path,
      backend,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'रसीद' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^रसीद \| /));
    expect(screen.getByText('आपकी रसीद लोड हो रही है…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('रसीद नहीं मिली')).not.toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByRole('article', { name: 'रसीद' })).toBeVisible();
  });
});
