import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { createTestBackend } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { DataEntryWorkPage } from './DataEntryWorkPage';
import { workMessages as text } from './messages';

describe('DataEntryWorkPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('explains the work, the daily limit and the pay, and links to the form', async () => {
    const { user } = await renderPage(<DataEntryWorkPage />, {
      as: 'approved',
      route: paths.dataEntryWork.href(),
      path: paths.dataEntryWork.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${text.title} | ${site.name}`);
    expect(screen.getByText(text.limitText)).toHaveTextContent(`Up to ${MAX_ENTRIES_PER_DAY} entries a day.`);
    expect(screen.getByText(text.payText)).toHaveTextContent('₹4 for every entry, so up to ₹400 a day.');

    await user.click(screen.getByRole('link', { name: text.openForm }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.dataEntryForm.href());
  });

  it('shows the worker their own counts and earnings: today, the last 7 days and all time', async () => {
    await renderPage(<DataEntryWorkPage />, { as: 'approved' });

    // The seed: 32 today; 85, -, 100, 64, 47, - before; then 90, 73, 58.
    const todayCard = (await screen.findByText(text.today)).parentElement;
    expect(todayCard).toHaveTextContent('₹12832 entries');
    expect(screen.getByText(text.lastSevenDays).parentElement).toHaveTextContent('₹1,312328 entries');
    expect(screen.getByText(text.allTime).parentElement).toHaveTextContent('₹2,196549 entries');

    // This month's days so far, newest first.
    expect(screen.getByRole('heading', { name: text.monthTitle('January 2026') })).toBeInTheDocument();
    expect(screen.getByText(text.monthSummary('117 entries', '₹468'))).toBeInTheDocument();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2 Jan 202632₹128');
    expect(rows[1]).toHaveTextContent('1 Jan 202685₹340');
    expect(screen.getByRole('button', { name: text.nextMonth })).toBeDisabled();
  });

  it('goes back a month at a time, to the first month worked, reading only that month', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    const wholeHistory = vi.spyOn(backend.entries, 'listAll');
    const { user } = await renderPage(<DataEntryWorkPage />, { backend });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: text.previousMonth }));
    expect(
      await screen.findByRole('heading', { name: text.monthTitle('December 2025') }),
    ).toBeInTheDocument();
    // 100, 64, 47, 90, 73, 58 on 30, 29, 28, 26, 25 and 24 December.
    expect(screen.getByText(text.monthSummary('432 entries', '₹1,728'))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(31),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`31 Dec 2025${text.notRecorded}₹0`);
    expect(rows[1]).toHaveTextContent('30 Dec 2025100₹400');
    // The seed's days start in December: there is no earlier month to go to.
    expect(screen.getByRole('button', { name: text.previousMonth })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: text.nextMonth }));
    expect(await screen.findByRole('heading', { name: text.monthTitle('January 2026') })).toBeInTheDocument();
    expect(wholeHistory).not.toHaveBeenCalled();
  });

  it('says so when nothing has been recorded yet', async () => {
    await renderPage(<DataEntryWorkPage />, { as: 'learner' });

    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the admin to the dashboard instead', async () => {
    await renderPage(<DataEntryWorkPage />, { as: 'admin' });

    expect(await screen.findByText(text.adminNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.toDashboard })).toHaveAttribute(
      'href',
      paths.earningsDashboard.href(),
    );
  });

  it('shows a failed load with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'approved' });
    vi.spyOn(backend.entries, 'totals').mockRejectedValueOnce(new BackendError('network'));
    const { user } = await renderPage(<DataEntryWorkPage />, { backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed('You seem to be offline.'));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
