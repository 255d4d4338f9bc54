import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/types';
import { Toasts } from '../../components/Toasts';
import { site } from '../../config/site';
import { createLocalBackend } from '../../backend/local';
import { MemoryStorage, readState, writeState } from '../../backend/local/persistence';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import { createTestBackend, demoAccounts, holdRead } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { EarningsDashboardPage, WORKERS_PER_PAGE } from './EarningsDashboardPage';
import { earningsDashboardMessages as text } from './messages';

// The first of a month, so the 7-day window reaches back into February.
const NOW = new Date(2026, 2, 1, 10, 30);
const TODAY = '2026-03-01';

const open = (options: Parameters<typeof renderPage>[1] = { as: 'admin' }) =>
  renderPage(
    <>
      <Toasts />
      <EarningsDashboardPage />
    </>,
    options,
  );

/** A worker's row, once the day's counts have arrived and its count field takes typing. */
const rowOf = async (email: string) => {
  const row = (await screen.findByText(email)).closest('tr') as HTMLTableRowElement;
  await waitFor(() => expect(within(row).getByRole('spinbutton')).not.toHaveAttribute('readonly'));
  return row;
};

/** A real backend whose `save` waits until the test lets it go. */
async function backendWithHeldSave() {
  const backend = await createTestBackend({ as: 'admin' });
  let release: () => void = () => undefined;
  const save = backend.entries.save;
  const held: Backend = {
    ...backend,
    entries: {
      ...backend.entries,
      save: async (...args) => {
        await new Promise<void>((resolve) => (release = resolve));
        return save(...args);
      },
    },
  };
  return { backend: held, release: () => release() };
}

/**
 * The demo data with `docs` added as they would be in a database (written past the policy, as an
 * older version of the app or an import left them), then the admin signed in.
 */
async function backendWith(docs: (state: { docs: Record<string, Record<string, unknown>> }) => void) {
  const storage = new MemoryStorage();
  await createLocalBackend({ storage });
  const state = readState(storage)!;
  docs(state);
  writeState(storage, state);
  const backend = await createLocalBackend({ storage });
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  return backend;
}

/** The demo data and a page's worth of approved workers more, 'Worker 01' to 'Worker 25'. */
const withPageOfWorkers = () =>
  backendWith(({ docs }) => {
    for (let n = 1; n <= WORKERS_PER_PAGE; n += 1) {
      const id = `worker-${String(n).padStart(2, '0')}`;
      docs[`users/${id}`] = {
        id,
        firstName: 'Worker',
        lastName: String(n).padStart(2, '0'),
        email: `${id}@demo.test`,
        approved: true,
        createdAt: NOW,
      };
    }
  });

describe('EarningsDashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the approved users with today’s date picked, at most today', async () => {
    await open();
    await rowOf(demoAccounts.approved.email);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(`${text.title} | ${site.name}`);

    const date = await screen.findByLabelText(text.dateLabel);
    expect(date).toHaveValue(TODAY);
    expect(date).toHaveAttribute('max', TODAY);

    expect(await rowOf(demoAccounts.approved.email)).toHaveTextContent('Priya Verma');
    // The admin's own profile is approved too, but the admin is nobody's worker.
    expect(screen.queryByText(site.adminEmail)).not.toBeInTheDocument();
    expect(screen.queryByText(demoAccounts.learner.email)).not.toBeInTheDocument();
  });

  it('shows earnings at ₹4 an entry for today, the last 7 days and all time, with a total row', async () => {
    await open();
    const row = within(await rowOf(demoAccounts.approved.email));

    // The seed: 32 today; 85, -, 100, 64, 47, - before; then 90, 73, 58.
    expect(row.getByRole('spinbutton')).toHaveValue(32);
    const cells = row.getAllByRole('cell');
    await waitFor(() => expect(cells[1]).toHaveTextContent('₹12832 entries'));
    expect(cells[2]).toHaveTextContent('₹1,312328 entries');
    expect(cells[3]).toHaveTextContent('₹2,196549 entries');

    const total = within(screen.getByRole('rowheader', { name: /^Total/ }).closest('tr')!);
    expect(await total.findByText('₹128')).toBeInTheDocument();
    expect(total.getByText('₹1,312')).toBeInTheDocument();
    // Earned all time, and (nothing paid yet) all of it due.
    expect(total.getAllByText('₹2,196')).toHaveLength(2);
  });

  it('keeps the count a whole number between 0 and 100', async () => {
    const { user } = await open();
    const input = within(await rowOf(demoAccounts.approved.email)).getByRole('spinbutton', {
      name: text.countLabel('Priya Verma', '1 Mar 2026'),
    });

    await user.clear(input);
    await user.type(input, '150');
    expect(input).toHaveValue(100);

    await user.clear(input);
    await user.type(input, '-5');
    expect(input).toHaveValue(0);

    await user.clear(input);
    await user.type(input, '7.9');
    expect(input).toHaveValue(7);
  });

  it('skips saving an empty or zero count on a day with nothing saved', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const save = vi.spyOn(backend.entries, 'save');
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    // Nothing is saved for the worker two days ago.
    fireEvent.change(await screen.findByLabelText(text.dateLabel), { target: { value: '2026-02-27' } });
    const input = row.getByRole('spinbutton', { name: /on 27 Feb 2026/ });
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    expect(input).toHaveValue(null);

    await user.click(row.getByRole('button', { name: /^Save/ }));
    expect(row.getByRole('status')).toHaveTextContent(text.skipped);

    await user.type(input, '0');
    await user.click(row.getByRole('button', { name: /^Save/ }));
    expect(row.getByRole('status')).toHaveTextContent(text.skipped);

    expect(save).not.toHaveBeenCalled();
    expect(await backend.entries.get(demoAccounts.approved.uid, '2026-02-27')).toBeNull();
  });

  it('corrects a saved day down to 0, and the earnings and totals move with it', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    const input = row.getByRole('spinbutton');
    expect(input).toHaveValue(32);

    await user.clear(input);
    await user.type(input, '0{Enter}');

    await waitFor(() => expect(row.getByRole('status')).toHaveTextContent(text.saved));
    expect(input).toHaveValue(0);
    expect(await backend.entries.get(demoAccounts.approved.uid, TODAY)).toEqual({ date: TODAY, count: 0 });
    expect((await backend.entries.totals(demoAccounts.approved.uid))?.allTime).toBe(549 - 32);
    // 32 entries less: today 0, the week 296, all time 517.
    const cells = row.getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('₹00 entries');
    expect(cells[2]).toHaveTextContent('₹1,184296 entries');
    expect(cells[3]).toHaveTextContent('₹2,068517 entries');
    const total = within(screen.getByRole('rowheader', { name: /^Total/ }).closest('tr')!);
    expect(total.getByText('₹1,184')).toBeInTheDocument();
    expect(total.getAllByText('₹2,068')).toHaveLength(2);

    // A day saved as 0 can be put back up.
    await user.clear(input);
    await user.type(input, '30{Enter}');
    await waitFor(() => expect(cells[1]).toHaveTextContent('₹12030 entries'));
    expect((await backend.entries.totals(demoAccounts.approved.uid))?.allTime).toBe(549 - 2);
  });

  it('lowers an earlier saved day, and leaves a saved day alone when its field is emptied', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const save = vi.spyOn(backend.entries, 'save');
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    fireEvent.change(await screen.findByLabelText(text.dateLabel), { target: { value: '2026-02-26' } });
    const input = row.getByRole('spinbutton', { name: /on 26 Feb 2026/ });
    await waitFor(() => expect(input).toHaveValue(100));

    await user.clear(input);
    await user.click(row.getByRole('button', { name: /^Save/ }));
    expect(row.getByRole('status')).toHaveTextContent(text.blank);
    expect(save).not.toHaveBeenCalled();

    await user.type(input, '10');
    await user.click(row.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(row.getByRole('status')).toHaveTextContent(text.saved));
    expect(await backend.entries.get(demoAccounts.approved.uid, '2026-02-26')).toEqual({
      date: '2026-02-26',
      count: 10,
    });
    // 90 entries less in the week and all time: 238 and 459.
    const cells = row.getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('₹952238 entries');
    expect(cells[3]).toHaveTextContent('₹1,836459 entries');
  });

  it('disables Save and reads Saving... while saving, then keeps the count and updates the earnings', async () => {
    const { backend, release } = await backendWithHeldSave();
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    const input = row.getByRole('spinbutton');

    await user.clear(input);
    await user.type(input, '150');
    await user.click(row.getByRole('button', { name: text.saveFor('Priya Verma') }));

    const saving = row.getByRole('button', { name: text.saving });
    expect(saving).toBeDisabled();

    release();

    await waitFor(() => expect(row.getByRole('status')).toHaveTextContent(text.saved));
    expect(row.getByRole('button', { name: text.saveFor('Priya Verma') })).toBeEnabled();
    expect(input).toHaveValue(100);
    expect(await backend.entries.get(demoAccounts.approved.uid, TODAY)).toEqual({ date: TODAY, count: 100 });
    const cells = row.getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('₹400100 entries');
    expect(cells[2]).toHaveTextContent('₹1,584396 entries');
    expect(cells[3]).toHaveTextContent('₹2,468617 entries');
  });

  it('saves with Enter from the count field', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    await user.clear(row.getByRole('spinbutton'));

    await user.type(row.getByRole('spinbutton'), '12{Enter}');

    await waitFor(() => expect(row.getByRole('status')).toHaveTextContent(text.saved));
    expect(await backend.entries.get(demoAccounts.approved.uid, TODAY)).toEqual({ date: TODAY, count: 12 });
  });

  it('saves once when Enter is pressed again while the count saves', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const saveEntry = backend.entries.save;
    let release = () => undefined as void;
    const save = vi.spyOn(backend.entries, 'save').mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => (release = resolve));
      return saveEntry(...args);
    });
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    await user.clear(row.getByRole('spinbutton'));

    await user.type(row.getByRole('spinbutton'), '12{Enter}');
    expect(row.getByRole('button', { name: text.saving })).toBeDisabled();
    await user.keyboard('{Enter}');
    release();

    await waitFor(() => expect(row.getByRole('status')).toHaveTextContent(text.saved));
    expect(save).toHaveBeenCalledOnce();
  });

  it('shows and records the count of another day', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await open({ backend });
    const date = await screen.findByLabelText(text.dateLabel);
    const row = within(await rowOf(demoAccounts.approved.email));

    fireEvent.change(date, { target: { value: '2026-02-26' } });
    await waitFor(() => expect(row.getByRole('spinbutton', { name: /on 26 Feb 2026/ })).toHaveValue(100));

    // A day of the last week is among the figures read already: no wait.
    fireEvent.change(date, { target: { value: '2026-02-27' } });
    const input = row.getByRole('spinbutton');
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveValue(null);
    await user.type(input, '20');
    await user.click(row.getByRole('button', { name: /^Save/ }));

    await waitFor(() => expect(row.getByRole('status')).toHaveTextContent(text.saved));
    expect(await backend.entries.get(demoAccounts.approved.uid, '2026-02-27')).toEqual({
      date: '2026-02-27',
      count: 20,
    });
    // Two days ago is inside the week: 328 + 20 entries.
    expect(row.getAllByRole('cell')[2]).toHaveTextContent('₹1,392');

    // An earlier day's counts are asked for: until they arrive, the field does not offer the last
    // day's as this one's.
    fireEvent.change(date, { target: { value: '2026-01-05' } });
    expect(input).toHaveAttribute('readonly');
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    expect(input).toHaveValue(
      (await backend.entries.get(demoAccounts.approved.uid, '2026-01-05'))?.count ?? null,
    );
  });

  it('does not go past today', async () => {
    await open();
    const date = await screen.findByLabelText(text.dateLabel);

    fireEvent.change(date, { target: { value: '2026-02-20' } });
    expect(date).toHaveValue('2026-02-20');

    // The picker's max stops a click; a typed date after today comes back to today.
    fireEvent.change(date, { target: { value: '2026-03-05' } });
    expect(date).toHaveValue(TODAY);
    expect(screen.getByRole('columnheader', { name: 'Entries on 1 Mar 2026' })).toBeInTheDocument();
  });

  it('tells the admin when a save fails, and leaves the count to try again', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    vi.spyOn(backend.entries, 'save').mockRejectedValue(new BackendError('network'));
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    const input = row.getByRole('spinbutton');

    await user.clear(input);
    await user.type(input, '40');
    await user.click(row.getByRole('button', { name: /^Save/ }));

    // The toast names the worker; the row keeps the failure beside the count once it has gone.
    expect(
      await screen.findByText(
        text.failedToUpdateEntries('Priya Verma’s count of 40 was not saved. You seem to be offline.'),
      ),
    ).toBeInTheDocument();
    expect(row.getByRole('status')).toHaveTextContent(text.failedToUpdateEntries('You seem to be offline.'));
    expect(input).toHaveValue(40);
    expect(row.getByRole('button', { name: /^Save/ })).toBeEnabled();
  });

  it('tells the user when the users cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    const listApproved = vi
      .spyOn(backend.users, 'listApprovedPage')
      .mockRejectedValueOnce(new BackendError('network'));
    const { user } = await open({ backend });

    const message = text.failedToLoadUsers('You seem to be offline.');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2)); // the page and the toast

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await rowOf(demoAccounts.approved.email)).toBeInTheDocument();
    expect(listApproved).toHaveBeenCalledTimes(2);
  });

  it('reports a refused read in the words of the specification', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Behind the sign-in guard only, a learner reaches the page: the backend itself refuses.
    await open({ as: 'learner' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      text.failedToLoadUsers('You do not have permission to do that.'),
    );
  });

  it('says so when no one is approved, and links to the approvals', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.users.setApproval(demoAccounts.admin.uid, false);
    await backend.users.setApproval(demoAccounts.approved.uid, false);
    await open({ backend });

    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: text.toApprovals })).toHaveLength(2);
  });

  it('puts the wide table in its own keyboard-scrollable region', async () => {
    await open();
    await rowOf(demoAccounts.approved.email);

    const region = screen.getByRole('region', { name: text.scrollHint });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('shows the workers a page at a time, by name, with next and previous', async () => {
    const { user } = await open({ backend: await withPageOfWorkers() });
    // By first name, the seeded 'Priya' and 'Site' come before 'Worker': page 1 holds them and
    // workers 01 to 23, page 2 the last two.
    expect(await rowOf(demoAccounts.approved.email)).toBeInTheDocument();
    expect(screen.getByText('worker-23@demo.test')).toBeInTheDocument();
    expect(screen.queryByText('worker-24@demo.test')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('worker-25@demo.test')).toBeInTheDocument();
    expect(screen.getByText('worker-24@demo.test')).toBeInTheDocument();
    expect(screen.queryByText(demoAccounts.approved.email)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await rowOf(demoAccounts.approved.email)).toBeInTheDocument();
  });

  it("reads the page's totals, last weeks and paid-to-date at once, never a worker's days", async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const reads = [
      vi.spyOn(backend.entries, 'listAll'),
      vi.spyOn(backend.entries, 'listRange'),
      vi.spyOn(backend.entries, 'totals'),
      vi.spyOn(backend.payouts, 'totals'),
    ];
    const pageReads = [vi.spyOn(backend.entries, 'totalsOf'), vi.spyOn(backend.payouts, 'totalsOf')];
    await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    await waitFor(() => expect(row.getAllByRole('cell')[3]).toHaveTextContent('₹2,196549 entries'));
    expect(row.getAllByRole('cell')[2]).toHaveTextContent('₹1,312328 entries');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    for (const read of pageReads) expect(read).toHaveBeenCalledTimes(1);
  });

  it("shows the workers first, then today's counts and their earnings as they arrive", async () => {
    const backend = await createTestBackend({ as: 'admin' });
    let releaseFigures: () => void = () => undefined;
    const figuresHeld = new Promise<void>((resolve) => (releaseFigures = resolve));
    const { totalsOf } = backend.entries;
    const held: Backend = {
      ...backend,
      entries: { ...backend.entries, totalsOf: async (...args) => (await figuresHeld, totalsOf(...args)) },
    };
    await open({ backend: held });
    const row = within((await screen.findByText(demoAccounts.approved.email)).closest('tr')!);
    // Today's count is among the figures: until they arrive, the field waits.
    expect(row.getByRole('spinbutton')).toHaveAttribute('readonly');
    const cells = row.getAllByRole('cell');
    for (const figure of cells.slice(1)) expect(figure).toHaveTextContent(text.loadingFigure);

    releaseFigures();
    await waitFor(() => expect(cells[3]).toHaveTextContent('₹2,196549 entries'));
    expect(row.getByRole('spinbutton')).toHaveValue(32);
    expect(cells[2]).toHaveTextContent('₹1,312328 entries');
    expect(cells[1]).toHaveTextContent('₹12832 entries');
  });

  it('counts a worker recorded before totals existed once, on first view', async () => {
    const backend = await backendWith(({ docs }) => {
      delete docs[`entries/${demoAccounts.approved.uid}`];
    });
    expect(await backend.entries.totals(demoAccounts.approved.uid)).toBeNull();
    await open({ backend });
    const row = within(await rowOf(demoAccounts.approved.email));
    await waitFor(() => expect(row.getAllByRole('cell')[3]).toHaveTextContent('₹2,196549 entries'));
    expect((await backend.entries.totals(demoAccounts.approved.uid))?.allTime).toBe(549);
  });

  it("says the next page of workers is loading, never the last page's rows as this one's", async () => {
    const { backend, release } = holdRead(
      await withPageOfWorkers(),
      'users',
      'listApprovedPage',
      (request: { after?: string | null }) => Boolean(request.after),
    );
    const { user } = await open({ backend });
    await rowOf(demoAccounts.approved.email);

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText(text.loading)).toBeInTheDocument();
    expect(screen.queryByText(demoAccounts.approved.email)).not.toBeInTheDocument();
    expect(screen.queryByText(text.empty)).not.toBeInTheDocument();
    // The pager and everyone's balance stay where they were.
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.revokedTitle })).toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('worker-25@demo.test')).toBeInTheDocument();
  });

  it('says the totals are being added up, never ₹0, until the sums arrive', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'admin' }), 'entries', 'sumAllTime');
    await open({ backend });
    await rowOf(demoAccounts.approved.email);

    expect(screen.getByText(text.loadingDue)).toBeInTheDocument();
    const total = screen.getByRole('rowheader', { name: new RegExp(`^${text.total}`) }).closest('tr')!;
    expect(total).toHaveTextContent(text.loadingTotals);
    expect(total).not.toHaveTextContent('₹');

    await act(async () => release());
    await waitFor(() => expect(total).toHaveTextContent('₹2,196549 entries'));
    expect(screen.queryByText(text.loadingDue)).not.toBeInTheDocument();
  });
});
