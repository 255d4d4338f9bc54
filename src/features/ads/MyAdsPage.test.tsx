import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import { Toasts } from '../../components/Toasts';
import { paths } from '../../config/paths';
import { createTestBackend, demoAccounts, holdRead } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { MyAdsPage } from './MyAdsPage';

const now = new Date(2026, 10, 20, 12, 0);

/** The learner's demo ads, and a car ad of theirs the admin has published. */
async function learnerWithPublishedCar() {
  const backend = await createTestBackend({ now: () => now, as: 'learner' });
  const car = await backend.submissions.add({
    userName: 'Rahul Kumar',
    email: demoAccounts.learner.email,
    category: 'Vehicles',
    subcategory: 'Cars',
    fields: { Brand: 'Tata', Model: 'Nexon' },
  });
  await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
  await backend.submissions.approve(car.id);
  await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
  return { backend, car };
}

const open = (backend: Awaited<ReturnType<typeof createTestBackend>>) =>
  renderPage(
    <>
      <MyAdsPage />
      <Toasts />
    </>,
    { backend, route: paths.myAds.href(), path: paths.myAds.path },
  );

const card = (name: RegExp) => within(screen.getByRole('article', { name }));

describe('MyAdsPage', () => {
  it("shows each of the poster's ads with its state and the admin's reason", async () => {
    const { backend } = await learnerWithPublishedCar();
    await open(backend);

    expect(await screen.findByRole('heading', { level: 1, name: 'My ads' })).toBeInTheDocument();
    await screen.findByRole('article', { name: /^Tata Nexon/ });
    expect(card(/^Tata Nexon/).getByText(/^Published, listed until/)).toBeInTheDocument();
    expect(card(/^Tata Nexon/).getByRole('link', { name: 'View its public page' })).toBeInTheDocument();
    expect(card(/^Bata/).getByText(/^Expired on/)).toBeInTheDocument();
    expect(card(/^Lenovo IdeaPad/).getByText('Rejected')).toBeInTheDocument();
    expect(
      card(/^Lenovo IdeaPad/).getByText(
        /Reason: Please give the price, the condition and where the laptop is\./,
      ),
    ).toBeInTheDocument();
    // Nobody else's ads.
    expect(screen.queryByRole('article', { name: /^Samsung/ })).toBeNull();
  });

  it('withdraws a published ad after asking, and it leaves the listing', async () => {
    const { backend, car } = await learnerWithPublishedCar();
    const { user } = await open(backend);
    await screen.findByRole('article', { name: /^Tata Nexon/ });

    await user.click(card(/^Tata Nexon/).getByRole('button', { name: 'Withdraw…' }));
    expect(card(/^Tata Nexon/).getByText(/It leaves the Ads page at once/)).toBeInTheDocument();
    await user.click(card(/^Tata Nexon/).getByRole('button', { name: 'Yes, withdraw it' }));

    expect(await screen.findByText('Your ad is withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(card(/^Tata Nexon/).getByText('Withdrawn')).toBeInTheDocument());
    expect(await backend.publicAds.get(car.id)).toEqual({ status: 'missing' });
    const listed = await backend.publicAds.list({ pageSize: 50 });
    expect(listed.ads.map((ad) => ad.id)).not.toContain(car.id);
  });

  it('shows an ad the admin took down with the reason, and offers neither withdrawal nor renewal', async () => {
    const { backend, car } = await learnerWithPublishedCar();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await backend.submissions.takeDown(car.id, 'Reported as a scam.');
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    await open(backend);

    await screen.findByRole('article', { name: /^Tata Nexon/ });
    expect(card(/^Tata Nexon/).getByText('Taken down by our team')).toBeInTheDocument();
    expect(card(/^Tata Nexon/).getByText(/Reason: Reported as a scam\./)).toBeInTheDocument();
    expect(card(/^Tata Nexon/).queryByRole('button')).toBeNull();
    expect(card(/^Tata Nexon/).queryByRole('link', { name: 'View its public page' })).toBeNull();
  });

  it('renews an expired ad for another 30 days', async () => {
    const { backend } = await learnerWithPublishedCar();
    const { user } = await open(backend);
    await screen.findByRole('article', { name: /^Bata/ });
    expect(card(/^Tata Nexon/).queryByRole('button', { name: 'Renew for 30 days' })).toBeNull();

    await user.click(card(/^Bata/).getByRole('button', { name: 'Renew for 30 days' }));

    expect(await screen.findByText('Your ad is listed again for 30 days.')).toBeInTheDocument();
    await waitFor(() => expect(card(/^Bata/).getByText(/^Published, listed until/)).toBeInTheDocument());
    expect(await backend.publicAds.get('demo-ad-shoes')).toMatchObject({ status: 'listed' });
  });

  it('says the ads are loading, and that there are none only once that is known', async () => {
    // The admin has posted no ad.
    const { backend, release } = holdRead(
      await createTestBackend({ as: 'admin' }),
      'submissions',
      'listMine',
    );
    await open(backend);

    expect(await screen.findByRole('heading', { level: 1, name: 'My ads' })).toBeInTheDocument();
    expect(screen.getByText('Loading your ads…')).toBeInTheDocument();
    expect(screen.queryByText('You have not posted an ad yet.')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('You have not posted an ad yet.')).toBeInTheDocument();
  });
});
