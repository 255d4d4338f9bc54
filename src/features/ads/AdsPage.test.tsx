import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { DEMO_PASSWORD } from '../../backend/local/seed';
import type { Backend, PublicAdsReader } from '../../backend/types';
import { paths } from '../../config/paths';
import { createTestBackend, demoAccounts, holdRead } from '../../test/backend';
import { renderWithRouter } from '../../test/renderWithRouter';
import { AdPage } from './AdPage';
import { AdsPage } from './AdsPage';

const now = new Date(2026, 10, 20, 12, 0);

function openAds(
  backend: Backend,
  route: string = paths.ads.href(),
  reader: PublicAdsReader = backend.publicAds,
) {
  const readAds = () => Promise.resolve(reader);
  return renderWithRouter(
    <Routes>
      <Route path={paths.ads.path} element={<AdsPage readAds={readAds} />} />
      <Route path={paths.ad.path} element={<AdPage readAds={readAds} />} />
    </Routes>,
    { route },
  );
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: '' }).parentElement!)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Posts `count` car ads as the learner and publishes each as the admin, a minute apart. */
async function publishCars(count: number): Promise<Backend> {
  let clock = now;
  const backend = await createTestBackend({ now: () => clock });
  for (let i = 1; i <= count; i += 1) {
    clock = new Date(now.getTime() + i * 60_000);
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    const ad = await backend.submissions.add({
      userName: 'Rahul Kumar',
      email: demoAccounts.learner.email,
      category: 'Vehicles',
      subcategory: 'Cars',
      fields: { Brand: 'Tata', Model: `Nexon ${i}` },
    });
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await backend.submissions.approve(ad.id);
  }
  await backend.auth.signOut();
  return backend;
}

describe('AdsPage', () => {
  it('lists the listed ads newest first, for a visitor, without the expired ones', async () => {
    const backend = await createTestBackend({ now: () => now });
    openAds(backend);

    expect(screen.getByRole('heading', { level: 1, name: 'Classified ads' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 ads'));
    expect(cardTitles()).toEqual(['Samsung Galaxy S23', 'Hero Splendor Plus']);
    expect(screen.getByRole('link', { name: 'Samsung Galaxy S23' })).toHaveAttribute(
      'href',
      paths.ad.href('demo-ad-phone'),
    );
    expect(screen.queryByText('Bata')).toBeNull();
  });

  it('filters by category and subcategory, kept in the address', async () => {
    const backend = await createTestBackend({ now: () => now });
    const { user, router } = openAds(backend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 ads'));

    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Vehicles');
    expect(router.state.location.search).toBe('?category=Vehicles');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 ad in Vehicles'));
    expect(cardTitles()).toEqual(['Hero Splendor Plus']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Subcategory' }), 'Cars');
    expect(router.state.location.search).toBe('?category=Vehicles&subcategory=Cars');
    expect(await screen.findByText('No listed ad matches.')).toBeInTheDocument();
  });

  it('opens on the filters in the address, and searches by whole words', async () => {
    const backend = await createTestBackend({ now: () => now });
    const { user, router } = openAds(backend, `${paths.ads.href()}?category=Electronics`);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 ad in Electronics'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Electronics');

    const search = screen.getByRole('searchbox', { name: 'Words in the ad' });
    expect(search).toHaveAccessibleDescription(/every word you type as a whole word/);
    await user.type(search, 'Galax');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?category=Electronics&q=Galax');
    expect(await screen.findByText('No listed ad matches.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'GALAXY samsung');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Samsung Galaxy S23']));
  });

  it('shows older ads a page at a time', async () => {
    const backend = await publishCars(22);
    const { user } = openAds(backend, `${paths.ads.href()}?subcategory=Cars&category=Vehicles`);

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The newest 20 ads in Vehicles › Cars'),
    );
    expect(cardTitles()[0]).toBe('Tata Nexon 22');
    await user.click(screen.getByRole('button', { name: 'Show older ads' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('22 ads in Vehicles › Cars'));
    expect(cardTitles().at(-1)).toBe('Tata Nexon 1');
    expect(screen.queryByRole('button', { name: 'Show older ads' })).toBeNull();
  });

  it('says when the ads cannot be read, and tries again', async () => {
    const backend = await createTestBackend({ now: () => now });
    const reader: PublicAdsReader = { ...backend.publicAds, list: vi.fn(backend.publicAds.list) };
    vi.mocked(reader.list).mockRejectedValueOnce(new BackendError('network', 'offline'));
    const { user } = openAds(backend, paths.ads.href(), reader);

    expect(await screen.findByRole('alert')).toHaveTextContent('The ads could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 ads'));
  });
});

describe('AdPage', () => {
  it("shows a listed ad's every field and its poster's first name, never the e-mail", async () => {
    const backend = await createTestBackend({ now: () => now });
    const { container } = openAds(backend, paths.ad.href('demo-ad-phone'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy S23' })).toBeInTheDocument();
    expect(screen.getByText(/Posted by Priya ·/)).toBeInTheDocument();
    expect(
      screen.getByText('One owner, never repaired. Screen guard and cover since day one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('98765 11111')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/approved@demo\.test|Verma/);
    await waitFor(() => expect(document.title).toMatch(/^Samsung Galaxy S23 – Mobile Phones \| /));
    expect(document.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Mobile Phones in Electronics. One owner, never repaired. Screen guard and cover since day one.',
    );
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href')!)).toMatch(
      /^https:\/\/wa\.me\/\?text=Samsung Galaxy S23 · ₹10,001 – ₹50,000 · Lucknow\nhttps?:\/\/.+\/ads\/demo-ad-phone$/,
    );
  });

  it('says an expired ad has expired, and a withdrawn or unknown one is not listed', async () => {
    const backend = await createTestBackend({ now: () => now });
    openAds(backend, paths.ad.href('demo-ad-shoes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This ad has expired' })).toBeInTheDocument();
    expect(screen.queryByText('Bata')).toBeNull();
  });

  it('says an ad that is not there is not listed', async () => {
    const backend = await createTestBackend({ now: () => now });
    openAds(backend, paths.ad.href('no-such-ad'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This ad is not listed' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'See all ads' })[0]).toHaveAttribute('href', paths.ads.href());
  });

  it('says the ads are loading, never that none match, until they arrive', async () => {
    const backend = await createTestBackend({ now: () => now });
    const { backend: held, release } = holdRead(backend, 'publicAds', 'list');
    openAds(held, `${paths.ads.href()}?category=Real+Estate`, held.publicAds);

    expect(screen.getByRole('heading', { level: 1, name: 'Classified ads' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ads…')).toBeInTheDocument();
    expect(screen.queryByText('No listed ad matches.')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('No listed ad matches.')).toBeInTheDocument();
  });

  it('keeps a heading and a title fit for any ad while the ad is read', async () => {
    const backend = await createTestBackend({ now: () => now });
    const { backend: held, release } = holdRead(backend, 'publicAds', 'get');
    openAds(held, paths.ad.href('demo-ad-phone'), held.publicAds);

    expect(screen.getByRole('heading', { level: 1, name: 'Classified ad' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Classified ad \| /));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the ad…');

    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy S23' })).toBeInTheDocument();
  });
});
