import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { BackendError } from '../../backend/errors';
import { createLocalBackend } from '../../backend/local';
import { MemoryStorage, readState, writeState } from '../../backend/local/persistence';
import { DEMO_PASSWORD, formerWorker } from '../../backend/local/seed';
import type { Backend, WorkerTotals } from '../../backend/types';
import { Toasts } from '../../components/Toasts';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { EarningsDashboardPage, WORKERS_PER_PAGE } from './EarningsDashboardPage';
import { earningsDashboardMessages as text } from './messages';

const NOW = new Date(2026, 2, 1, 10, 30);
const TODAY = '2026-03-01';
const PRIYA = demoAccounts.approved;
const RAHUL = demoAccounts.learner;
const ANITA = formerWorker;

/** The demo admin's dashboard with three workers: Priya (32 saved today), Rahul and Anita (none). */
async function threeWorkers() {
  const backend = await createTestBackend({ as: 'admin' });
  await backend.users.setApproval(RAHUL.uid, true);
  await backend.users.setApproval(ANITA.uid, true);
  return backend;
}

const open = (backend: Backend) =>
  renderPage(
    <>
      <Toasts />
      <EarningsDashboardPage />
    </>,
    { backend },
  );

/** A worker's row, once the day's counts have arrived and its count field takes typing. */
const rowOf = async (email: string) => {
  const row = (await screen.findByText(email)).closest('tr') as HTMLTableRowElement;
  await waitFor(() => expect(within(row).getByRole('spinbutton')).not.toHaveAttribute('readonly'));
  return within(row);
};

const saveAllButton = () => screen.getByRole('button', { name: text.saveAll });

describe('Save all changes on the earnings dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves every changed count of the page at once, and the figures move with them', async () => {
    const backend = await threeWorkers();
    const save = vi.spyOn(backend.entries, 'save');
    const { user } = await open(backend);
    const priya = await rowOf(PRIYA.email);
    const rahul = await rowOf(RAHUL.email);
    const anita = await rowOf(ANITA.email);
    expect(saveAllButton()).toBeDisabled();
    expect(saveAllButton()).toHaveAccessibleDescription(text.nothingToSave);

    await user.clear(priya.getByRole('spinbutton'));
    await user.type(priya.getByRole('spinbutton'), '40');
    await user.type(rahul.getByRole('spinbutton'), '12');
    await user.type(anita.getByRole('spinbutton'), '7');
    expect(saveAllButton()).toHaveAccessibleDescription(text.changesOnPage(3));
    await user.click(saveAllButton());

    expect(await screen.findByText(text.savedAll(3, 0))).toHaveTextContent('Saved 3 counts.');
    for (const [row, count] of [
      [priya, 40],
      [rahul, 12],
      [anita, 7],
    ] as const) {
      expect(row.getByRole('spinbutton')).toHaveValue(count);
      expect(row.getByRole('status')).toHaveTextContent(text.saved);
    }
    expect(await backend.entries.get(PRIYA.uid, TODAY)).toEqual({ date: TODAY, count: 40 });
    expect(await backend.entries.get(RAHUL.uid, TODAY)).toEqual({ date: TODAY, count: 12 });
    expect(await backend.entries.get(ANITA.uid, TODAY)).toEqual({ date: TODAY, count: 7 });
    expect(save).toHaveBeenCalledTimes(3);
    // Priya's day went from 32 to 40 entries, without reading the page again.
    await waitFor(() => expect(priya.getAllByRole('cell')[1]).toHaveTextContent('₹16040 entries'));
    expect(priya.getAllByRole('cell')[3]).toHaveTextContent('₹2,228557 entries');
    expect(rahul.getAllByRole('cell')[1]).toHaveTextContent('₹4812 entries');
    expect(saveAllButton()).toBeDisabled();
    expect(saveAllButton()).toHaveAccessibleDescription(text.nothingToSave);
  });

  it('shows its progress and the rows being saved, a few writes at a time', async () => {
    const backend = await threeWorkers();
    const saveEntry = backend.entries.save;
    const held: (() => void)[] = [];
    vi.spyOn(backend.entries, 'save').mockImplementation(async (...args) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return saveEntry(...args);
    });
    const { user } = await open(backend);
    const rahul = await rowOf(RAHUL.email);
    const anita = await rowOf(ANITA.email);
    await user.type(rahul.getByRole('spinbutton'), '12');
    await user.type(anita.getByRole('spinbutton'), '7');

    await user.click(saveAllButton());

    const progress = screen.getByRole('button', { name: text.savingAll(0, 2) });
    expect(progress).toBeDisabled();
    expect(rahul.getByRole('button', { name: text.saving })).toBeDisabled();
    expect(anita.getByRole('button', { name: text.saving })).toBeDisabled();
    await waitFor(() => expect(held).toHaveLength(2));

    held[0]!();
    expect(await screen.findByRole('button', { name: text.savingAll(1, 2) })).toBeDisabled();
    held[1]!();

    expect(await screen.findByText(text.savedAll(2, 0))).toBeInTheDocument();
    expect(await backend.entries.get(RAHUL.uid, TODAY)).toEqual({ date: TODAY, count: 12 });
    expect(await backend.entries.get(ANITA.uid, TODAY)).toEqual({ date: TODAY, count: 7 });
  });

  it("keeps a failed row's count with its error beside it, and saves the others", async () => {
    const backend = await threeWorkers();
    const saveEntry = backend.entries.save;
    const save = vi
      .spyOn(backend.entries, 'save')
      .mockImplementation(async (uid, day, count): Promise<WorkerTotals> => {
        if (uid === RAHUL.uid) throw new BackendError('network');
        return saveEntry(uid, day, count);
      });
    const { user } = await open(backend);
    const priya = await rowOf(PRIYA.email);
    const rahul = await rowOf(RAHUL.email);
    const anita = await rowOf(ANITA.email);
    await user.clear(priya.getByRole('spinbutton'));
    await user.type(priya.getByRole('spinbutton'), '40');
    await user.type(rahul.getByRole('spinbutton'), '12');
    await user.type(anita.getByRole('spinbutton'), '7');

    await user.click(saveAllButton());

    expect(await screen.findByText('Saved 2 counts; 1 could not be saved.')).toBeInTheDocument();
    const failure = text.failedToUpdateEntries('You seem to be offline.');
    expect(rahul.getByRole('spinbutton')).toHaveValue(12);
    expect(rahul.getByRole('status')).toHaveTextContent(failure);
    expect(rahul.getByRole('spinbutton')).toHaveAccessibleDescription(failure);
    // Its error is on its row, not in a toast of its own.
    expect(screen.getAllByText(failure)).toHaveLength(1);
    expect(priya.getByRole('status')).toHaveTextContent(text.saved);
    expect(anita.getByRole('status')).toHaveTextContent(text.saved);
    expect(await backend.entries.get(RAHUL.uid, TODAY)).toBeNull();
    expect(await backend.entries.get(PRIYA.uid, TODAY)).toEqual({ date: TODAY, count: 40 });
    expect(await backend.entries.get(ANITA.uid, TODAY)).toEqual({ date: TODAY, count: 7 });

    // The failed count is still a change: once the backend answers, it saves on its own.
    save.mockRestore();
    expect(saveAllButton()).toHaveAccessibleDescription(text.changesOnPage(1));
    await user.click(saveAllButton());
    expect(await screen.findByText('Saved 1 count.')).toBeInTheDocument();
    expect(rahul.getByRole('status')).toHaveTextContent(text.saved);
    expect(await backend.entries.get(RAHUL.uid, TODAY)).toEqual({ date: TODAY, count: 12 });
  });

  it('stops at a spent quota: the rows not tried keep their counts and say why, the saved one stays', async () => {
    const storage = new MemoryStorage();
    await createLocalBackend({ storage });
    const state = readState(storage)!;
    for (const n of [1, 2, 3, 4]) {
      const id = `worker-${n}`;
      state.docs[`users/${id}`] = {
        id,
        firstName: 'Worker',
        lastName: String(n),
        email: `${id}@demo.test`,
        approved: true,
        createdAt: NOW,
      };
    }
    writeState(storage, state);
    const backend = await createLocalBackend({ storage });
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    const saveEntry = backend.entries.save;
    const spent = new BackendError('quota-exceeded', 'Quota exceeded.');
    const save = vi.spyOn(backend.entries, 'save').mockImplementationOnce(saveEntry).mockRejectedValue(spent);
    const { user } = await open(backend);
    // Priya first by name, then Worker 1 to 4.
    const rows = [await rowOf(PRIYA.email)];
    for (const n of [1, 2, 3, 4]) rows.push(await rowOf(`worker-${n}@demo.test`));
    await user.clear(rows[0]!.getByRole('spinbutton'));
    await user.type(rows[0]!.getByRole('spinbutton'), '40');
    for (const [at, row] of rows.slice(1).entries())
      await user.type(row.getByRole('spinbutton'), String(at + 5));

    await user.click(saveAllButton());

    expect(await screen.findByText('Saved 1 count; 4 could not be saved.')).toBeInTheDocument();
    // Four saves at a time: the fifth was not sent once the quota refused the others.
    expect(save).toHaveBeenCalledTimes(4);
    const why = text.failedToUpdateEntries(englishErrorMessage(spent));
    expect(why).toMatch(
      /^Failed to update entries: The site has reached today's limit\. It resets at about /,
    );
    expect(rows[0]!.getByRole('status')).toHaveTextContent(text.saved);
    for (const [at, row] of rows.slice(1).entries()) {
      expect(row.getByRole('spinbutton')).toHaveValue(at + 5);
      expect(row.getByRole('status')).toHaveTextContent(why);
    }
    expect(await backend.entries.get(PRIYA.uid, TODAY)).toEqual({ date: TODAY, count: 40 });
    for (const n of [1, 2, 3, 4]) expect(await backend.entries.get(`worker-${n}`, TODAY)).toBeNull();
  });

  it("saves by each row's rules: a zero for a day with nothing saved and an emptied saved day are left", async () => {
    const backend = await threeWorkers();
    const save = vi.spyOn(backend.entries, 'save');
    const { user } = await open(backend);
    const priya = await rowOf(PRIYA.email);
    const rahul = await rowOf(RAHUL.email);
    const anita = await rowOf(ANITA.email);
    await user.clear(priya.getByRole('spinbutton'));
    await user.type(rahul.getByRole('spinbutton'), '0');
    await user.type(anita.getByRole('spinbutton'), '5');

    await user.click(saveAllButton());

    expect(await screen.findByText('Saved 1 count; 2 could not be saved.')).toBeInTheDocument();
    expect(priya.getByRole('status')).toHaveTextContent(text.blank);
    expect(rahul.getByRole('status')).toHaveTextContent(text.skipped);
    expect(anita.getByRole('status')).toHaveTextContent(text.saved);
    expect(save).toHaveBeenCalledOnce();
    expect(await backend.entries.get(PRIYA.uid, TODAY)).toEqual({ date: TODAY, count: 32 });
    expect(await backend.entries.get(RAHUL.uid, TODAY)).toBeNull();
    expect(await backend.entries.get(ANITA.uid, TODAY)).toEqual({ date: TODAY, count: 5 });
  });

  it('writes nothing when no count differs from the saved one', async () => {
    const backend = await threeWorkers();
    const save = vi.spyOn(backend.entries, 'save');
    const { user } = await open(backend);
    const priya = await rowOf(PRIYA.email);
    const rahul = await rowOf(RAHUL.email);
    // Typed over with the count saved already, and typed then taken back.
    await user.clear(priya.getByRole('spinbutton'));
    await user.type(priya.getByRole('spinbutton'), '32');
    await user.type(rahul.getByRole('spinbutton'), '9');
    await user.clear(rahul.getByRole('spinbutton'));

    expect(saveAllButton()).toBeDisabled();
    expect(saveAllButton()).toHaveAccessibleDescription(text.nothingToSave);
    await user.click(saveAllButton());

    expect(save).not.toHaveBeenCalled();
    expect(priya.getByRole('status')).toBeEmptyDOMElement();
    expect(await backend.entries.get(PRIYA.uid, TODAY)).toEqual({ date: TODAY, count: 32 });
    expect(await backend.entries.get(RAHUL.uid, TODAY)).toBeNull();
  });

  it("saves the page shown, and keeps another page's changes for when it is shown", async () => {
    const storage = new MemoryStorage();
    await createLocalBackend({ storage });
    const state = readState(storage)!;
    for (let n = 1; n <= WORKERS_PER_PAGE; n += 1) {
      const id = `worker-${String(n).padStart(2, '0')}`;
      state.docs[`users/${id}`] = {
        id,
        firstName: 'Worker',
        lastName: String(n).padStart(2, '0'),
        email: `${id}@demo.test`,
        approved: true,
        createdAt: NOW,
      };
    }
    writeState(storage, state);
    const backend = await createLocalBackend({ storage });
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    const { user } = await open(backend);
    // Priya is on page 1; workers 24 and 25 on page 2.
    const priya = await rowOf(PRIYA.email);
    await user.clear(priya.getByRole('spinbutton'));
    await user.type(priya.getByRole('spinbutton'), '40');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = await rowOf('worker-25@demo.test');
    await user.type(last.getByRole('spinbutton'), '9');
    expect(saveAllButton()).toHaveAccessibleDescription(text.changesOnPage(1));
    await user.click(saveAllButton());

    expect(await screen.findByText('Saved 1 count.')).toBeInTheDocument();
    expect(await backend.entries.get('worker-25', TODAY)).toEqual({ date: TODAY, count: 9 });
    expect(await backend.entries.get(PRIYA.uid, TODAY)).toEqual({ date: TODAY, count: 32 });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((await rowOf(PRIYA.email)).getByRole('spinbutton')).toHaveValue(40);
    expect(saveAllButton()).toHaveAccessibleDescription(text.changesOnPage(1));
  });
});
