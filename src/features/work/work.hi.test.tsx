import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '../../backend/local';
import { MemoryStorage } from '../../backend/local/persistence';
import { DEMO_PASSWORD, demoAccounts } from '../../backend/local/seed';
import { paths } from '../../config/paths';
import { loadAllTexts } from '../../i18n/texts';
import { holdRead } from '../../test/backend';
import { englishSentencesIn } from '../../test/hindi';
import { renderPage } from '../../test/renderPage';
import { DataEntryFormPage } from './DataEntryFormPage';
import { DataEntryWorkPage } from './DataEntryWorkPage';
import { EarningsStatementPage } from './EarningsStatementPage';

/** The demo's approved worker, who has earned ₹2,196, paid ₹1,00,000 on 1 January. */
async function paidWorker() {
  const storage = new MemoryStorage();
  const admin = await createLocalBackend({ storage });
  await admin.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  await admin.payouts.record({
    uid: demoAccounts.approved.uid,
    amount: 100000,
    paidOn: '2026-01-01',
    reference: 'UPI-1',
    note: '',
  });
  const worker = await createLocalBackend({ storage });
  await worker.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
  return worker;
}

describe("the worker's pages in Hindi", () => {
  beforeAll(() => loadAllTexts('hi'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('explains the work and shows the worker their figures in Hindi', async () => {
    const { container } = await renderPage(<DataEntryWorkPage />, {
      as: 'approved',
      route: `/hi${paths.dataEntryWork.href()}`,
      path: paths.dataEntryWork.path,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'घर से डेटा एंट्री का काम' }),
    ).toBeInTheDocument();
    expect(screen.getByText('दिन में ज़्यादा से ज़्यादा 100 एंट्री।')).toBeInTheDocument();
    expect(screen.getByText('हर एंट्री के ₹4, यानी दिन में ज़्यादा से ज़्यादा ₹400।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फ़ॉर्म खोलें' })).toHaveAttribute('href', '/hi/form-for-data-entry');
    expect((await screen.findByText('अब तक')).parentElement).toHaveTextContent('₹2,196549 एंट्री');
    expect(screen.getByRole('heading', { level: 3, name: 'January 2026' })).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('shows the form with its welcome banner in Hindi', async () => {
    const { container } = await renderPage(<DataEntryFormPage />, {
      as: 'approved',
      route: `/hi${paths.dataEntryForm.href()}`,
      path: paths.dataEntryForm.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'हमारा प्रीमियम फ़ॉर्म' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'नए साथी' })).toHaveTextContent(
      'जयपुर से Anjali Sharma को हमारी डेटा एंट्री टीम से जुड़ने पर बधाई!',
    );
    expect(screen.getByTitle('डेटा एंट्री फ़ॉर्म').tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: /^फ़ॉर्म खुलने में दिक़्क़त है\?/ })).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('shows the statement of earnings and payouts in Hindi, with rupees in the Indian grouping', async () => {
    const { container } = await renderPage(<EarningsStatementPage />, {
      backend: await paidWorker(),
      route: `/hi${paths.myEarnings.href()}`,
      path: paths.myEarnings.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी कमाई और भुगतान' })).toBeInTheDocument();
    expect(
      await screen.findByText('अब तक ₹1,00,000 का भुगतान हो चुका है, जो अब तक की कमाई से ₹97,804 ज़्यादा है।'),
    ).toBeInTheDocument();
    const card = (label: string) =>
      within(screen.getByLabelText('आपकी कमाई एक नज़र में')).getByText(label, { selector: 'dt' }).parentElement!;
    expect(card('अब तक')).toHaveTextContent('₹2,196549 एंट्री');
    expect(card('भुगतान हो चुका')).toHaveTextContent('₹1,00,000');
    expect(card('बकाया')).toHaveTextContent('₹97,804 ज़्यादा भुगतान हुआ');
    expect(screen.getByRole('button', { name: 'प्रिंट करें या PDF के रूप में सेव करें' })).toBeInTheDocument();

    const payouts = within(await screen.findByRole('region', { name: 'January 2026 में आपके भुगतान' }));
    expect(payouts.getAllByRole('row')[1]).toHaveTextContent('1 Jan 2026UPI-1₹1,00,000');
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('says in Hindi that the earnings are loading, never that nothing is recorded nor ₹0, until they arrive', async () => {
    const { backend, release } = holdRead(await paidWorker(), 'payouts', 'totals');
    const { container } = await renderPage(<EarningsStatementPage />, {
      backend,
      route: `/hi${paths.myEarnings.href()}`,
      path: paths.myEarnings.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी कमाई और भुगतान' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^आपकी कमाई और भुगतान \| /));
    expect(await screen.findByText('आपकी कमाई लोड हो रही है…')).toBeInTheDocument();
    expect(screen.queryByText(/^अभी तक आपके लिए कोई एंट्री या भुगतान दर्ज नहीं हुआ है।/)).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByLabelText('आपकी कमाई एक नज़र में')).toHaveTextContent('₹2,196');
  });
});
