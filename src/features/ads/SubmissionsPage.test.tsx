import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import type { Backend, NewSubmission } from '../../backend/types';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { createTestBackend, demoAccounts, type DemoAccountName } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { SubmissionsPage } from './SubmissionsPage';

const car: Omit<NewSubmission, 'userName' | 'email'> = {
  category: 'Vehicles',
  subcategory: 'Cars',
  fields: { Brand: 'Maruti Suzuki', Model: 'Swift VXi', Year: '2019', Price: '₹50,001 – ₹5,00,000' },
};
const job: Omit<NewSubmission, 'userName' | 'email'> = {
  category: 'Jobs',
  subcategory: 'Full-time',
  fields: { 'Job Title': 'Accounts Executive', Salary: '₹25,001 – ₹50,000 a month' },
};
const phone: Omit<NewSubmission, 'userName' | 'email'> = {
  category: 'Electronics',
  subcategory: 'Mobile Phones',
  fields: { Brand: 'Samsung', Model: 'Galaxy S23' },
};

const day = (date: number) => new Date(2026, 0, date, 10, 30);

/** Ads posted by the demo users over three days, read by the admin. */
async function backendWithAds(): Promise<Backend> {
  let now = day(1);
  const backend = await createTestBackend({ now: () => now });
  const post = async (who: DemoAccountName, ad: typeof car, date: Date) => {
    now = date;
    const account = demoAccounts[who];
    await backend.auth.signIn(account.email, DEMO_PASSWORD);
    await backend.submissions.add({
      userName: `${account.firstName} ${account.lastName}`,
      email: account.email,
      ...ad,
    });
    await backend.auth.signOut();
  };
  await post('learner', car, day(3));
  await post('approved', job, day(5));
  await post('learner', phone, day(4));
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  return backend;
}

async function openSubmissions(backend: Backend, route: string = paths.adminSubmissions.path) {
  const rendered = await renderPage(<SubmissionsPage />, {
    backend,
    route,
    path: paths.adminSubmissions.path,
  });
  await screen.findByRole('heading', { level: 1, name: 'Ad submissions' });
  return rendered;
}

const adTitles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('SubmissionsPage', () => {
  it('shows every ad newest first, with who posted it and when', async () => {
    await openSubmissions(await backendWithAds());

    expect(await screen.findByText('3 ads')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Ad submissions \| /);
    expect(adTitles()).toEqual(['Full-time in Jobs', 'Mobile Phones in Electronics', 'Cars in Vehicles']);

    const carAd = screen.getByRole('article', { name: 'Cars in Vehicles' });
    expect(carAd).toHaveTextContent(
      `Posted by ${demoAccounts.learner.firstName} ${demoAccounts.learner.lastName}`,
    );
    expect(within(carAd).getByRole('link', { name: demoAccounts.learner.email })).toHaveAttribute(
      'href',
      `mailto:${demoAccounts.learner.email}`,
    );
    expect(within(carAd).getByText(formatDateTime(day(3)))).toBeInTheDocument();
    const terms = within(carAd)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Brand', 'Model', 'Year', 'Price']);
    expect(within(carAd).getByText('Swift VXi')).toBeInTheDocument();
    expect(within(carAd).getByText('₹50,001 – ₹5,00,000')).toBeInTheDocument();
  });

  it('filters by category, remembering the choice in the address', async () => {
    const { user, router } = await openSubmissions(await backendWithAds());
    await screen.findByText('3 ads');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show ads in' }), 'Vehicles');

    expect(adTitles()).toEqual(['Cars in Vehicles']);
    expect(screen.getByText('1 of 3 ads')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Vehicles');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show ads in' }), 'Real Estate');
    expect(screen.getByText('No ads in Real Estate yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all categories' }));
    expect(adTitles()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('opens on the category in the address', async () => {
    await openSubmissions(await backendWithAds(), `${paths.adminSubmissions.path}?category=Jobs`);

    expect(await screen.findByText('1 of 3 ads')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show ads in' })).toHaveValue('Jobs');
    expect(adTitles()).toEqual(['Full-time in Jobs']);
  });

  it('says when nobody has posted an ad yet', async () => {
    await openSubmissions(await createTestBackend({ as: 'admin' }));

    expect(await screen.findByText('No ads have been posted yet.')).toBeInTheDocument();
    expect(screen.getByText('0 ads')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all categories' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, and an error with a retry that works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await backendWithAds();
    const listAll = backend.submissions.listAll;
    let release: () => void = () => undefined;
    vi.spyOn(backend.submissions, 'listAll')
      .mockRejectedValueOnce(new BackendError('network'))
      .mockImplementationOnce(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return listAll();
      });
    const { user } = await openSubmissions(backend);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ads could not be loaded.');
    expect(alert).toHaveTextContent('You seem to be offline.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading ads…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('3 ads')).toBeInTheDocument();
  });

  it('is only for the admin: anyone else is refused the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openSubmissions(await createTestBackend({ as: 'learner' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });

  it("shows 'Invalid Date' for an ad whose stored date cannot be read, and the rest of the list", async () => {
    const backend = await backendWithAds();
    const listAll = backend.submissions.listAll;
    vi.spyOn(backend.submissions, 'listAll').mockImplementationOnce(async () => {
      const [first, ...rest] = await listAll();
      return [{ ...first!, timestamp: new Date(Number.NaN) }, ...rest];
    });
    await openSubmissions(backend);

    expect(await screen.findByText('Invalid Date')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('links back to the admin dashboard', async () => {
    await openSubmissions(await createTestBackend({ as: 'admin' }));
    expect(screen.getByRole('link', { name: 'Back to the admin dashboard' })).toHaveAttribute(
      'href',
      paths.admin.href(),
    );
  });
});
