import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { SUBMISSION_STATUSES, type Backend } from '../../backend/types';
import { paths } from '../../config/paths';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { AdminHomePage } from './AdminHomePage';

const openAdmin = (backend?: Backend) =>
  renderPage(<AdminHomePage />, { route: paths.admin.href(), path: paths.admin.path, as: 'admin', backend });

const card = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('li')!);

/** The ads of every state, read a page of each (the demo data holds a handful). */
async function everyAd(backend: Backend): Promise<number> {
  const pages = await Promise.all(
    SUBMISSION_STATUSES.map((status) => backend.submissions.listPage(status, { size: 100 })),
  );
  return pages.reduce((sum, page) => sum + page.items.length, 0);
}

describe('AdminHomePage', () => {
  it('counts with the server, never reading the payments, users or ads themselves', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const reads = {
      payments: vi.spyOn(backend.payments, 'listPage'),
      users: vi.spyOn(backend.users, 'listApprovedPage'),
      ads: vi.spyOn(backend.submissions, 'listPage'),
    };
    await openAdmin(backend);
    await waitFor(() => expect(card('Pending payments').getByText('2')).toBeInTheDocument());
    // The demo data holds four ads.
    await waitFor(() => expect(card('Ad submissions').getByText('4')).toBeInTheDocument());
    expect(reads.payments).not.toHaveBeenCalled();
    expect(reads.users).not.toHaveBeenCalled();
    expect(reads.ads).not.toHaveBeenCalled();
  });

  it('counts pending payments, approved users and ad submissions', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    await openAdmin(backend);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(card('Pending payments').getByText('2')).toBeInTheDocument());
    expect(card('Pending payments').getByText('2 payments are waiting for approval.')).toBeInTheDocument();
    // The approved workers: the admin's own profile is approved too but is nobody's worker.
    const approved = (await backend.users.listApprovedPage({ size: 100 })).items.filter(
      (profile) => profile.id !== demoAccounts.admin.uid,
    ).length;
    expect(approved).toBe(1);
    expect(card('Approved users').getByText(String(approved))).toBeInTheDocument();
    const ads = await everyAd(backend);
    expect(card('Ad submissions').getByText(String(ads))).toBeInTheDocument();
    expect(card('Ad submissions').getByText(`${ads} ads have been submitted.`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Admin dashboard \| /));
  });

  it('counts an ad once it is submitted', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const before = await everyAd(backend);
    await backend.submissions.add({
      userName: 'Site Admin',
      email: 'admin@demo.test',
      category: 'Jobs',
      subcategory: 'Part-time',
      fields: { 'Job Title': 'Typist' },
    });
    await openAdmin(backend);
    await waitFor(() =>
      expect(card('Ad submissions').getByText(`${before + 1} ads have been submitted.`)).toBeInTheDocument(),
    );
  });

  it.each([
    ['Payment Approval Dashboard', paths.paymentApprovals.href()],
    ['User Earnings Dashboard', paths.earningsDashboard.href()],
    ['View the ads', paths.adminSubmissions.href()],
    ['Review sign-ups', paths.userApprovals.href()],
    ['Download exports', paths.exports.href()],
  ])('links to %s', async (name, href) => {
    const { user } = await openAdmin();
    await user.click(await screen.findByRole('link', { name }));
    expect(screen.getByTestId('landed')).toHaveTextContent(href);
  });

  it('shows each count loading, and a failed count with its own retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'admin' });
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const countApproved = vi
      .fn(backend.users.countApproved)
      .mockImplementationOnce(() => arrived.then(() => Promise.reject(new BackendError('network'))));
    const { user } = await openAdmin({ ...backend, users: { ...backend.users, countApproved } });

    await waitFor(() => expect(card('Approved users').getByText('Loading…')).toBeInTheDocument());
    await waitFor(() => expect(card('Pending payments').getByText('2')).toBeInTheDocument());
    arrive();

    expect(await card('Approved users').findByRole('alert')).toHaveTextContent('Could not load this count.');
    expect(card('Pending payments').getByText('2')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again: Approved users' }));

    await waitFor(() => expect(card('Approved users').queryByRole('alert')).not.toBeInTheDocument());
    expect(card('Approved users').getByText(/approved for data-entry work/)).toBeInTheDocument();
  });
});
