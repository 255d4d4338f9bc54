import { MAX_WAITING_ADS } from '../../backend/limits';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import type { Backend, NewSubmission } from '../../backend/types';
import { paths } from '../../config/paths';
import { Toasts } from '../../components/Toasts';
import { formatDateTime } from '../../lib/dates';
import {
  createTestBackend,
  demoAccounts,
  holdRead,
  signUpVerified,
  type DemoAccountName,
} from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { AdReviewPage } from './AdReviewPage';

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
  const rendered = await renderPage(<AdReviewPage />, {
    backend,
    route,
    path: paths.adminSubmissions.path,
  });
  await screen.findByRole('heading', { level: 1, name: 'Ad submissions' });
  return rendered;
}

describe('AdReviewPage', () => {
  it('lists the ads waiting for review newest first, with who posted them, and counts every state', async () => {
    const backend = await backendWithAds();
    await openSubmissions(backend);

    const nav = screen.getByRole('navigation', { name: 'Ads by state' });
    expect(await within(nav).findByRole('link', { name: 'Waiting for review (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const counts = await backend.submissions.countByStatus();
    expect(within(nav).getByRole('link', { name: `Published (${counts.published})` })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: `Rejected (${counts.rejected})` })).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Full-time in Jobs',
      'Mobile Phones in Electronics',
      'Cars in Vehicles',
    ]);
    expect(within(cards[0]!).getByText('Priya Verma')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'approved@demo.test' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText(formatDateTime(day(5)))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Page 1: 3 of 3 ads, newest first');
  });

  it("mails the poster at their address alone, even one holding '?' or '&'", async () => {
    const backend = await createTestBackend();
    const address = 'mallory?cc=everyone@demo.test&subject=Refund';
    await signUpVerified(backend, {
      firstName: 'Mallory',
      lastName: 'Demo',
      email: address,
      password: DEMO_PASSWORD,
    });
    await backend.submissions.add({ userName: 'Mallory Demo', email: address, ...car });
    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await openSubmissions(backend);

    const link = new URL((await screen.findByRole('link', { name: address })).getAttribute('href')!);
    expect([link.protocol, link.search, decodeURIComponent(link.pathname)]).toEqual(['mailto:', '', address]);
  });

  it('publishes a waiting ad with a public copy that carries no e-mail or account id', async () => {
    const backend = await backendWithAds();
    const { user } = await openSubmissions(backend);
    const carCard = (await screen.findByRole('heading', { name: 'Cars in Vehicles' })).closest('article')!;

    await user.click(within(carCard as HTMLElement).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cars in Vehicles' })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Waiting for review (2)' })).toBeInTheDocument();
    const [published] = (await backend.submissions.listPage('published', { size: 25 })).items;
    expect(published).toMatchObject({ category: 'Vehicles', subcategory: 'Cars', status: 'published' });
    const lookup = await backend.publicAds.get(published!.id);
    expect(lookup.status).toBe('listed');
    if (lookup.status !== 'listed') return;
    expect(lookup.ad).toMatchObject({ firstName: 'Rahul', fields: car.fields });
    expect(JSON.stringify(lookup.ad)).not.toMatch(/learner@demo\.test|demo-learner|Kumar/);
  });

  it('rejects an ad only with a reason, which its poster then reads', async () => {
    const backend = await backendWithAds();
    const { user } = await openSubmissions(backend);
    const jobCard = (await screen.findByRole('heading', { name: 'Full-time in Jobs' })).closest('article')!;
    const inJob = within(jobCard as HTMLElement);

    await user.click(inJob.getByRole('button', { name: 'Reject…' }));
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    expect(inJob.getByRole('alert')).toHaveTextContent('Please give the poster a reason.');

    await user.type(inJob.getByRole('textbox', { name: 'Reason for the poster' }), 'Please add the salary.');
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Full-time in Jobs' })).toBeNull());

    await user.click(screen.getByRole('link', { name: /^Rejected/ }));
    const rejected = (await screen.findByRole('heading', { name: 'Full-time in Jobs' })).closest('article')!;
    expect(within(rejected as HTMLElement).getByText('Rejected: Please add the salary.')).toBeInTheDocument();

    await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
    const mine = await backend.submissions.listMine();
    expect(mine.find((ad) => ad.category === 'Jobs')).toMatchObject({
      status: 'rejected',
      reason: 'Please add the salary.',
    });
  });

  it('publishes an ad once when the answer was lost, saying so and that pressing again is safe', async () => {
    const backend = await backendWithAds();
    render(<Toasts />);
    const { user } = await openSubmissions(backend);
    const carCard = (await screen.findByRole('heading', { name: 'Cars in Vehicles' })).closest('article')!;
    const approve = backend.submissions.approve.bind(backend.submissions);
    // The server publishes the ad; its answer never reaches the page.
    const sent = vi.spyOn(backend.submissions, 'approve').mockImplementationOnce(async (id) => {
      await approve(id);
      throw new BackendError('network');
    });
    await user.click(within(carCard as HTMLElement).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        /^No answer came back, so the ad “.+” by .+ may or may not have been published\. Check your connection and press Publish again: it is published once\.$/,
      ),
    ).toBeInTheDocument();

    // Pressed again: found published, listed once, and never said to have failed.
    await user.click(within(carCard as HTMLElement).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cars in Vehicles' })).toBeNull());
    expect(screen.queryByText(/was not published/)).toBeNull();
    expect(sent).toHaveBeenCalledTimes(2);
    const published = (await backend.submissions.listPage('published', { size: 25 })).items.filter(
      (ad) => ad.subcategory === 'Cars',
    );
    expect(published).toHaveLength(1);
  });

  it('rejects an ad once when the answer was lost, saying so and that pressing again is safe', async () => {
    const backend = await backendWithAds();
    const { user } = await openSubmissions(backend);
    const jobCard = (await screen.findByRole('heading', { name: 'Full-time in Jobs' })).closest('article')!;
    const inJob = within(jobCard as HTMLElement);
    await user.click(inJob.getByRole('button', { name: 'Reject…' }));
    const reject = backend.submissions.reject.bind(backend.submissions);
    // The server rejects the ad; its answer never reaches the page.
    const sent = vi.spyOn(backend.submissions, 'reject').mockImplementationOnce(async (id, reason) => {
      await reject(id, reason);
      throw new BackendError('network');
    });
    const reason = inJob.getByRole('textbox', { name: 'Reason for the poster' });
    await user.type(reason, 'Please add the salary.');
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    expect(await inJob.findByRole('alert')).toHaveTextContent(
      /^No answer came back, so the ad “.+” by Priya Verma may or may not have been rejected\. Check your connection and press Reject the ad again: it is rejected once, with the first reason given\.$/,
    );
    expect(reason).toHaveValue('Please add the salary.');

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sent.mockRejectedValueOnce(new BackendError('network'));
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    expect(await inJob.findByRole('alert')).toHaveTextContent(
      /^You are offline, so the ad “.+” by Priya Verma may not have been rejected\. Once you are back online, press Reject the ad again/,
    );

    online.mockReturnValue(true);
    await user.clear(reason);
    await user.type(reason, 'Another reason.');
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Full-time in Jobs' })).toBeNull());
    await user.click(screen.getByRole('link', { name: /^Rejected/ }));
    const rejected = (await screen.findByRole('heading', { name: 'Full-time in Jobs' })).closest('article')!;
    expect(within(rejected as HTMLElement).getByText('Rejected: Please add the salary.')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(3);
  });

  it('does not say an ad published by then is rejected, and leaves it listed', async () => {
    const backend = await backendWithAds();
    const { user } = await openSubmissions(backend);
    const jobCard = (await screen.findByRole('heading', { name: 'Full-time in Jobs' })).closest('article')!;
    const inJob = within(jobCard as HTMLElement);
    const [job] = (await backend.submissions.listPage('waiting', { size: 1 })).items;
    await user.click(inJob.getByRole('button', { name: 'Reject…' }));
    // The first press never reaches the server; another tab publishes the ad before the press again.
    vi.spyOn(backend.submissions, 'reject').mockRejectedValueOnce(new BackendError('network'));
    await user.type(inJob.getByRole('textbox', { name: 'Reason for the poster' }), 'Please add the salary.');
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    expect(await inJob.findByRole('alert')).toHaveTextContent(/may or may not have been rejected/);
    await backend.submissions.approve(job!.id);

    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await user.click(inJob.getByRole('button', { name: 'Reject the ad' }));
    expect(await inJob.findByText(/was not rejected/)).toHaveTextContent(
      /^The ad “.+” by Priya Verma was not rejected: This ad was already published by then\.$/,
    );
    expect(screen.queryByText('The ad is rejected.')).toBeNull();
    expect(await backend.submissions.get(job!.id)).toMatchObject({ status: 'published', reason: '' });
    expect((await backend.publicAds.get(job!.id)).status).toBe('listed');
  });

  it('takes a published ad down with a reason, kept typed when the write fails; its public page is gone', async () => {
    const backend = await backendWithAds();
    const { user } = await openSubmissions(backend, `${paths.adminSubmissions.path}?status=published`);
    const [first] = await screen.findAllByRole('article');
    const title = within(first!).getByRole('heading').textContent!;
    const { items } = await backend.submissions.listPage('published', { size: 1 });
    const id = items[0]!.id;
    expect((await backend.publicAds.get(id)).status).not.toBe('missing');

    const inCard = within(first!);
    await user.click(inCard.getByRole('button', { name: 'Take down…' }));
    expect(inCard.getByText(/reported as a scam, the item is sold/)).toBeInTheDocument();
    const takeDown = vi
      .spyOn(backend.submissions, 'takeDown')
      .mockRejectedValueOnce(new BackendError('permission-denied'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await user.type(inCard.getByRole('textbox', { name: 'Reason for the poster' }), 'Reported as a scam.');
    await user.click(inCard.getByRole('button', { name: 'Take the ad down' }));
    expect(await inCard.findByRole('alert')).toHaveTextContent(
      /^The ad “.+” by .+ was not taken down: You do not have permission to do that\.$/,
    );
    expect(inCard.getByRole('textbox', { name: 'Reason for the poster' })).toHaveValue('Reported as a scam.');

    await user.click(inCard.getByRole('button', { name: 'Take the ad down' }));
    await waitFor(() => expect(takeDown).toHaveBeenCalledTimes(2));
    await user.click(await screen.findByRole('link', { name: /^Taken down \(1\)/ }));
    const down = (await screen.findByRole('heading', { name: title })).closest('article')!;
    expect(within(down as HTMLElement).getByText('Taken down: Reported as a scam.')).toBeInTheDocument();
    expect(within(down as HTMLElement).queryByRole('button')).toBeNull();
    expect(await backend.publicAds.get(id)).toEqual({ status: 'missing' });
  });

  it('takes an ad down once when the answer was lost, saying so and that pressing again is safe', async () => {
    const backend = await backendWithAds();
    const { user } = await openSubmissions(backend, `${paths.adminSubmissions.path}?status=published`);
    const [first] = await screen.findAllByRole('article');
    const title = within(first!).getByRole('heading').textContent!;
    const inCard = within(first!);
    await user.click(inCard.getByRole('button', { name: 'Take down…' }));
    const takeDown = backend.submissions.takeDown.bind(backend.submissions);
    // The server takes the ad down; its answer never reaches the page.
    const sent = vi.spyOn(backend.submissions, 'takeDown').mockImplementationOnce(async (id, reason) => {
      await takeDown(id, reason);
      throw new BackendError('network');
    });
    await user.type(inCard.getByRole('textbox', { name: 'Reason for the poster' }), 'Sold.');
    await user.click(inCard.getByRole('button', { name: 'Take the ad down' }));
    expect(await inCard.findByRole('alert')).toHaveTextContent(
      /^No answer came back, so the ad “.+” by .+ may or may not have been taken down\. Check your connection and press Take the ad down again/,
    );
    expect(inCard.getByRole('textbox', { name: 'Reason for the poster' })).toHaveValue('Sold.');

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sent.mockRejectedValueOnce(new BackendError('network'));
    await user.click(inCard.getByRole('button', { name: 'Take the ad down' }));
    expect(await inCard.findByRole('alert')).toHaveTextContent(
      /^You are offline, so the ad “.+” by .+ may not have been taken down\./,
    );

    online.mockReturnValue(true);
    await user.click(inCard.getByRole('button', { name: 'Take the ad down' }));
    await user.click(await screen.findByRole('link', { name: /^Taken down \(1\)/ }));
    const down = (await screen.findByRole('heading', { name: title })).closest('article')!;
    expect(within(down as HTMLElement).getByText('Taken down: Sold.')).toBeInTheDocument();
  });

  it('shows the reported ads first with their count, to set aside or take down', async () => {
    const backend = await backendWithAds();
    for (const who of ['learner', 'approved'] as const) {
      await backend.auth.signIn(demoAccounts[who].email, DEMO_PASSWORD);
      await backend.submissions.report('demo-ad-phone', who === 'learner' ? 'scam' : 'sold');
    }
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    await backend.submissions.report('demo-ad-motorcycle', 'other');
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    const { user } = await openSubmissions(backend);

    const reported = await screen.findByRole('region', { name: 'Reported ads' });
    const cards = within(reported).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^Reported/).textContent)).toEqual([
      'Reported 2 times, latest: The item is sold or no longer available Set the reports aside',
      'Reported 1 time, latest: Something else Set the reports aside',
    ]);
    await user.click(within(cards[1]!).getByRole('button', { name: 'Set the reports aside' }));
    await waitFor(() => expect(within(reported).getAllByRole('article')).toHaveLength(1));

    const phone = within(reported).getByRole('article');
    await user.click(within(phone).getByRole('button', { name: 'Take down…' }));
    await user.type(
      within(phone).getByRole('textbox', { name: 'Reason for the poster' }),
      'Reported as a scam.',
    );
    await user.click(within(phone).getByRole('button', { name: 'Take the ad down' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reported ads' })).toBeNull());
    expect(await backend.publicAds.get('demo-ad-phone')).toEqual({ status: 'missing' });
    expect(await screen.findByRole('link', { name: /^Taken down \(1\)/ })).toBeInTheDocument();
  });

  it('pages through the ads 25 or 50 at a time', async () => {
    let now = day(1);
    const backend = await createTestBackend({ now: () => now, as: 'learner' });
    // Thirty ads from six posters: an account may have MAX_WAITING_ADS waiting for review.
    for (let i = 1; i <= 30; i += 1) {
      now = new Date(day(2).getTime() + i * 60_000);
      const poster = Math.ceil(i / MAX_WAITING_ADS);
      const email = `poster${poster}@example.com`;
      if (i % MAX_WAITING_ADS === 1) {
        await signUpVerified(backend, {
          firstName: 'Poster',
          lastName: String(poster),
          email,
          password: 'chai4all',
        });
      }
      await backend.submissions.add({
        userName: `Poster ${poster}`,
        email,
        ...car,
        fields: { ...car.fields, Model: `Model ${i}` },
      });
    }
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    const { user } = await openSubmissions(backend);

    expect(await screen.findAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('Page 1: 25 of 30 ads');
    expect(within(screen.getAllByRole('article')[0]!).getByText('Model 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older ads' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(within(screen.getAllByRole('article')[4]!).getByText('Model 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older ads' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Newer ads' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ads per page' }), '50');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
  });

  it('says when no ad is in a state, and offers a retry when the ads cannot be read', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const listPage = backend.submissions.listPage;
    vi.spyOn(backend.submissions, 'listPage').mockImplementationOnce(async () => {
      throw new BackendError('network', 'offline');
    });
    const { user } = await openSubmissions(backend);

    expect(await screen.findByText(/The ads could not be loaded\./)).toBeInTheDocument();
    vi.mocked(backend.submissions.listPage).mockImplementation(listPage);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No ads are waiting for review.')).toBeInTheDocument();
  });

  it('says the ads are loading, never a zero or that none wait, until the counts and the page arrive', async () => {
    const counting = holdRead(await backendWithAds(), 'submissions', 'countByStatus');
    const paging = holdRead(counting.backend, 'submissions', 'listPage');
    await openSubmissions(paging.backend);

    expect(screen.getByText('Loading ads…')).toBeInTheDocument();
    expect(screen.queryByText(/\(\d+\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('No ads are waiting for review.')).not.toBeInTheDocument();

    await act(async () => counting.release());
    expect(await screen.findByRole('link', { name: 'Waiting for review (3)' })).toBeInTheDocument();
    expect(screen.getByText('Loading ads…')).toBeInTheDocument();
    await act(async () => paging.release());
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
