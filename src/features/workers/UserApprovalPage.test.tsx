import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/types';
import { Toasts } from '../../components/Toasts';
import { texts as common } from '../../components/texts.en';
import { site } from '../../config/site';
import { formerWorker } from '../../backend/local/seed';
import { createTestBackend, demoAccounts, holdRead } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { userApprovalMessages as text } from './messages';
import { UserApprovalPage } from './UserApprovalPage';

const open = (options: Parameters<typeof renderPage>[1] = { as: 'admin' }) =>
  renderPage(
    <>
      <Toasts />
      <UserApprovalPage />
    </>,
    options,
  );

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLTableRowElement;

describe('UserApprovalPage', () => {
  it('shows those waiting for approval first, and the approved users on their own tab', async () => {
    const { user } = await open();

    const learner = await rowOf(demoAccounts.learner.email);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(document.title).toBe(`${text.title} | ${site.name}`);
    // The admin's own profile is approved, yet nobody to approve: not in the summary.
    expect(screen.getByText(text.summary({ approved: 1, waiting: 2, revoked: 0 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.waiting(2) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The seed's former worker, revoked before revoked people were marked, still waits until found.
    const former = await rowOf(formerWorker.email);
    expect(screen.getAllByRole('row').slice(1)).toEqual([former, learner]);
    expect(within(learner).getByText(text.statusOf.waiting)).toBeInTheDocument();
    expect(
      within(learner).getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }),
    ).toHaveTextContent(text.actionOf.waiting);

    await user.click(screen.getByRole('button', { name: text.filters.approved(1) }));

    const approved = within(await rowOf(demoAccounts.approved.email));
    expect(screen.getByRole('button', { name: text.filters.approved(1) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByText(demoAccounts.learner.email)).not.toBeInTheDocument();
    expect(approved.getByText(text.statusOf.approved)).toBeInTheDocument();
    expect(approved.getByRole('button', { name: text.actionFor.approved('Priya Verma') })).toHaveTextContent(
      text.actionOf.approved,
    );

    // The admin's own profile is approved too, but the admin is nobody's worker: not listed.
    expect(screen.getAllByRole('row').slice(1)).toEqual([
      approved.getByText(demoAccounts.approved.email).closest('tr'),
    ]);
    expect(screen.queryByText(site.adminEmail)).not.toBeInTheDocument();
  });

  // The port has no way to read every account: a page and the server's counts are all there is.
  it('reads a page of 25 users and the counts', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const listWaitingPage = vi.spyOn(backend.users, 'listWaitingPage');
    const waiting = vi.spyOn(backend.users, 'countWaiting').mockResolvedValue(60);
    await open({ backend });

    await rowOf(demoAccounts.learner.email);
    expect(screen.getByRole('button', { name: text.filters.waiting(60) })).toBeInTheDocument();
    expect(listWaitingPage).toHaveBeenCalledWith({ size: 25, after: null });
    expect(listWaitingPage).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveBeenCalledTimes(1);
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: text.pagesLabel })).not.toBeInTheDocument();
  });

  it('pages through those waiting, 25 at a time, with next and previous', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const learner = (await backend.users.get(demoAccounts.learner.uid))!;
    const signUp = (n: number) => ({
      ...learner,
      id: `sign-up-${n}`,
      firstName: `Name${String(n).padStart(2, '0')}`,
      email: `sign-up-${n}@example.com`,
    });
    const first = Array.from({ length: 25 }, (_, n) => signUp(n));
    const listWaitingPage = vi
      .spyOn(backend.users, 'listWaitingPage')
      .mockImplementation(async ({ after }) =>
        after === 'page-2' ? { items: [signUp(25)], next: null } : { items: first, next: 'page-2' },
      );
    vi.spyOn(backend.users, 'countWaiting').mockResolvedValue(26);
    const { user } = await open({ backend });

    await rowOf('sign-up-0@example.com');
    expect(screen.getAllByRole('row')).toHaveLength(26);
    const pager = screen.getByRole('navigation', { name: text.pagesLabel });
    expect(within(pager).getByRole('button', { name: common.page.previousPage })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: common.page.nextPage }));

    await rowOf('sign-up-25@example.com');
    expect(screen.queryByText('sign-up-0@example.com')).not.toBeInTheDocument();
    expect(listWaitingPage).toHaveBeenLastCalledWith({ size: 25, after: 'page-2' });
    expect(screen.getByText(common.page.pageNumber(2))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: common.page.previousPage }));
    expect(await rowOf('sign-up-0@example.com')).toBeInTheDocument();
  });

  it('approves a user, and revokes them again', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.learner.email));

    await user.click(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }));

    expect(await row.findByText(text.statusOf.approved)).toBeInTheDocument();
    expect(await screen.findByText(text.nowApproved('Rahul Kumar'))).toBeInTheDocument();
    expect((await backend.users.get(demoAccounts.learner.uid))?.approved).toBe(true);
    // The row stays where the admin was working; the figures move with it.
    expect(screen.getByText(text.summary({ approved: 2, waiting: 1, revoked: 0 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.waiting(1) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.approved(2) })).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: text.actionFor.approved('Rahul Kumar') }));

    expect(await row.findByText(text.statusOf.revoked)).toBeInTheDocument();
    expect(await backend.users.get(demoAccounts.learner.uid)).toMatchObject({
      approved: false,
      revoked: true,
    });
    // Revoked, not waiting: the figures say so, and the row offers to approve them again.
    expect(screen.getByRole('button', { name: text.filters.waiting(1) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.revoked(1) })).toBeInTheDocument();
    expect(row.getByRole('button', { name: text.actionFor.revoked('Rahul Kumar') })).toHaveTextContent(
      text.actionOf.revoked,
    );
  });

  it('lists the revoked on their own tab, never under waiting, and approves them again', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await backend.users.setApproval(demoAccounts.approved.uid, false);
    const { user } = await open({ backend });

    await rowOf(demoAccounts.learner.email);
    expect(screen.getByText(text.summary({ approved: 0, waiting: 2, revoked: 1 }))).toBeInTheDocument();
    expect(screen.queryByText(demoAccounts.approved.email)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.filters.revoked(1) }));

    const revoked = within(await rowOf(demoAccounts.approved.email));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(revoked.getByText(text.statusOf.revoked)).toBeInTheDocument();

    await user.click(revoked.getByRole('button', { name: text.actionFor.revoked('Priya Verma') }));

    expect(await revoked.findByText(text.statusOf.approved)).toBeInTheDocument();
    expect(await screen.findByText(text.nowApproved('Priya Verma'))).toBeInTheDocument();
    expect(await backend.users.get(demoAccounts.approved.uid)).toMatchObject({
      approved: true,
      revoked: false,
    });
    expect(screen.getByRole('button', { name: text.filters.revoked(0) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.approved(1) })).toBeInTheDocument();
    expect(revoked.getByRole('button', { name: text.actionFor.approved('Priya Verma') })).toBeEnabled();
  });

  it('finds former workers, revoked before the mark existed, and moves them to Revoked once', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await open({ backend });
    await rowOf(formerWorker.email);

    await user.click(screen.getByRole('button', { name: text.filters.revoked(0) }));
    expect(await screen.findByText(text.noneIn.revoked)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.findFormerWorkers }));

    expect(await screen.findByText(text.formerWorkersFound(1))).toBeInTheDocument();
    const former = within(await rowOf(formerWorker.email));
    expect(former.getByText(text.statusOf.revoked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.revoked(1) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.waiting(1) })).toBeInTheDocument();
    expect(await backend.users.get(formerWorker.uid)).toMatchObject({ approved: false, revoked: true });

    await user.click(screen.getByRole('button', { name: text.findFormerWorkers }));
    expect(await screen.findByText(text.formerWorkersFound(0))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.filters.revoked(1) })).toBeInTheDocument();
  });

  it('tells the admin when former workers cannot be looked for', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    vi.spyOn(backend.users, 'markFormerWorkers').mockRejectedValue(new BackendError('network'));
    const { user } = await open({ backend });
    await rowOf(formerWorker.email);
    await user.click(screen.getByRole('button', { name: text.filters.revoked(0) }));

    await user.click(await screen.findByRole('button', { name: text.findFormerWorkers }));

    expect(await screen.findByText(text.formerWorkersFailed('You seem to be offline.'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.findFormerWorkers })).toBeEnabled();
  });

  it('disables the button and reads Saving... while the change is written', async () => {
    const real = await createTestBackend({ as: 'admin' });
    let release: () => void = () => undefined;
    const backend: Backend = {
      ...real,
      users: {
        ...real.users,
        setApproval: async (...args) => {
          await new Promise<void>((resolve) => (release = resolve));
          return real.users.setApproval(...args);
        },
      },
    };
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.learner.email));

    await user.click(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }));
    expect(row.getByRole('button', { name: text.saving })).toBeDisabled();

    release();
    expect(await row.findByRole('button', { name: text.actionFor.approved('Rahul Kumar') })).toBeEnabled();
  });

  it('tells the admin when a change is refused and leaves the user as they were', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    vi.spyOn(backend.users, 'setApproval').mockRejectedValue(new BackendError('permission-denied'));
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.learner.email));

    await user.click(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }));

    expect(
      await screen.findByText('Rahul Kumar was not approved: You do not have permission to do that.'),
    ).toBeInTheDocument();
    expect(row.getByText(text.statusOf.waiting)).toBeInTheDocument();
    expect(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') })).toBeEnabled();
    expect((await backend.users.get(demoAccounts.learner.uid))?.approved).toBe(false);
  });

  it('says an approval whose answer was lost may have been made, and pressing again approves once', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const setApproval = backend.users.setApproval.bind(backend.users);
    // The server approves; its answer never reaches the page.
    const sent = vi.spyOn(backend.users, 'setApproval').mockImplementationOnce(async (uid, approved) => {
      await setApproval(uid, approved);
      throw new BackendError('network');
    });
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.learner.email));

    await user.click(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }));

    expect(
      await screen.findByText(
        'No answer came back, so Rahul Kumar may or may not have been approved. Check your connection and press Approve again: approving twice is the same as once.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was not approved/)).toBeNull();
    expect(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') })).toBeEnabled();

    await user.click(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }));

    expect(await screen.findByText(text.nowApproved('Rahul Kumar'))).toBeInTheDocument();
    expect(await row.findByText(text.statusOf.approved)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(await backend.users.get(demoAccounts.learner.uid)).toMatchObject({
      approved: true,
      revoked: false,
    });
    // Counted once, however many presses it took.
    expect(screen.getByText(text.summary({ approved: 2, waiting: 1, revoked: 0 }))).toBeInTheDocument();
  });

  it('says a revocation whose answer was lost may have been made, never that it was not', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const setApproval = backend.users.setApproval.bind(backend.users);
    vi.spyOn(backend.users, 'setApproval').mockImplementationOnce(async (uid, approved) => {
      await setApproval(uid, approved);
      throw new BackendError('network');
    });
    const { user } = await open({ backend });
    await user.click(await screen.findByRole('button', { name: text.filters.approved(1) }));
    const row = within(await rowOf(demoAccounts.approved.email));

    await user.click(row.getByRole('button', { name: text.actionFor.approved('Priya Verma') }));

    expect(
      await screen.findByText(
        'No answer came back, so the approval of Priya Verma may or may not have been taken back. Check your connection and press Revoke again: taking it back twice is the same as once.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was not taken back/)).toBeNull();
    expect(await backend.users.get(demoAccounts.approved.uid)).toMatchObject({
      approved: false,
      revoked: true,
    });
  });

  it('says an approval sent while offline may not have been made, and to press again once back online', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    vi.spyOn(backend.users, 'setApproval').mockRejectedValueOnce(new BackendError('network'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await open({ backend });
    const row = within(await rowOf(demoAccounts.learner.email));

    await user.click(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') }));

    expect(
      await screen.findByText(
        'You are offline, so Rahul Kumar may not have been approved. Once you are back online, press Approve again: approving twice is the same as once.',
      ),
    ).toBeInTheDocument();
    expect(row.getByText(text.statusOf.waiting)).toBeInTheDocument();
    expect(row.getByRole('button', { name: text.actionFor.waiting('Rahul Kumar') })).toBeEnabled();
  });

  it('shows a load failure with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    vi.spyOn(backend.users, 'listWaitingPage').mockRejectedValueOnce(new BackendError('network'));
    const { user } = await open({ backend });

    const message = text.failedToLoadUsers('You seem to be offline.');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf(demoAccounts.learner.email)).toBeInTheDocument();
  });

  it('says so when only the admin has an account', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    vi.spyOn(backend.users, 'countWaiting').mockResolvedValue(0);
    vi.spyOn(backend.users, 'countApproved').mockResolvedValue(0);
    vi.spyOn(backend.users, 'listWaitingPage').mockResolvedValue({ items: [], next: null });
    await open({ backend });

    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the users are loading, never a zero or that no one has signed up, until the counts arrive', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'admin' }), 'users', 'countWaiting');
    await open({ backend });

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.loading)).toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).not.toBeInTheDocument();
    expect(screen.queryByText(text.empty)).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('button', { name: text.filters.waiting(2) })).toBeInTheDocument();
  });

  it("says a tab's users are loading, not that it has none nor the last tab's rows, until they arrive", async () => {
    const { backend, release } = holdRead(
      await createTestBackend({ as: 'admin' }),
      'users',
      'listApprovedPage',
    );
    const { user } = await open({ backend });
    await rowOf(demoAccounts.learner.email);

    await user.click(screen.getByRole('button', { name: text.filters.approved(1) }));

    expect(screen.getByText(text.loading)).toBeInTheDocument();
    expect(screen.queryByText(text.noneIn.approved)).not.toBeInTheDocument();
    expect(screen.queryByText(demoAccounts.learner.email)).not.toBeInTheDocument();

    await act(async () => release());
    expect(await rowOf(demoAccounts.approved.email)).toBeInTheDocument();
  });
});
