import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '../../backend/errors';
import { demoAdIds } from '../../backend/local/seed';
import type { Backend } from '../../backend/types';
import { adCategories, optionLists } from '../../catalogue/ads';
import { texts as englishNames } from '../../catalogue/adNames/texts.en';
import { texts as hindiFields } from '../../catalogue/adFields/texts.hi';
import { texts as hindiNames } from '../../catalogue/adNames/texts.hi';
import { paths } from '../../config/paths';
import { loadAllTexts } from '../../i18n/texts';
import { createTestBackend, holdRead, newUnverifiedAccount } from '../../test/backend';
import { englishSentencesIn } from '../../test/hindi';
import { renderPage } from '../../test/renderPage';
import { renderWithRouter } from '../../test/renderWithRouter';
import { AdPage } from './AdPage';
import { AdsPage } from './AdsPage';
import { MyAdsPage } from './MyAdsPage';
import { PostAdPage } from './PostAdPage';
import { ReportAdPage } from './ReportAdPage';
import { shownOption } from './shownOption';

const now = new Date(2026, 10, 20, 12, 0);
const hi = (path: string) => `/hi${path}`;

function openAds(backend: Backend, route: string) {
  const readAds = () => Promise.resolve(backend.publicAds);
  return renderWithRouter(
    <Routes>
      <Route path={paths.ads.path} element={<AdsPage readAds={readAds} />} />
      <Route path={paths.ad.path} element={<AdPage readAds={readAds} />} />
    </Routes>,
    { route },
  );
}

beforeAll(() => loadAllTexts('hi'));

describe('the ads in Hindi', () => {
  it('lists the ads with Hindi filters, categories and bands, linking to their Hindi pages', async () => {
    const backend = await createTestBackend({ now: () => now });
    const { container, user, router } = openAds(backend, hi(paths.ads.href()));

    expect(await screen.findByRole('heading', { level: 1, name: 'क्लासिफ़ाइड विज्ञापन' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 विज्ञापन'));
    expect(screen.getByRole('link', { name: 'Samsung Galaxy S23' })).toHaveAttribute(
      'href',
      '/hi/ads/demo-ad-phone',
    );
    expect(screen.getByText('इलेक्ट्रॉनिक्स › मोबाइल फ़ोन')).toBeInTheDocument();
    expect(screen.getByText('₹10,001 – ₹50,000')).toBeInTheDocument();
    expect(screen.getByText(/^Lucknow, उत्तर प्रदेश · .+ को प्रकाशित$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विज्ञापन दें' })).toHaveAttribute('href', '/hi/create-job-post');

    const category = screen.getByRole('combobox', { name: 'श्रेणी' });
    expect(within(category).getByRole('option', { name: 'गाड़ियाँ' })).toHaveValue('Vehicles');
    await user.selectOptions(category, 'Vehicles');
    // The address keeps the stored name, so a filtered list is the same one in both languages.
    expect(router.state.location.search).toBe('?category=Vehicles');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('गाड़ियाँ में 1 विज्ञापन'));
    expect(screen.getByRole('searchbox', { name: 'विज्ञापन में शब्द' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    // The ads' titles are what their posters typed.
    expect(englishSentencesIn(container)).toEqual(['Hero Splendor Plus']);
  });

  it("shows an ad's labels and chosen options in Hindi, and what its poster typed as typed", async () => {
    const backend = await createTestBackend({ now: () => now });
    const { container } = openAds(backend, hi(paths.ad.href('demo-ad-phone')));

    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy S23' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'जानकारी' })).toBeInTheDocument();
    const details = Object.fromEntries(
      [...container.querySelectorAll('dl div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(details).toMatchObject({
      ब्रांड: 'Samsung',
      रंग: 'काला',
      कीमत: '₹10,001 – ₹50,000',
      राज्य: 'उत्तर प्रदेश',
      शहर: 'Lucknow',
      'संपर्क नंबर': '98765 11111',
    });
    expect(screen.getByRole('link', { name: 'मोबाइल फ़ोन' })).toHaveAttribute(
      'href',
      '/hi/ads?category=Electronics&subcategory=Mobile+Phones',
    );
    expect(screen.getByRole('link', { name: 'इस विज्ञापन की शिकायत करें' })).toHaveAttribute(
      'href',
      '/hi/report-ad/demo-ad-phone',
    );
    await waitFor(() => expect(document.title).toMatch(/^Samsung Galaxy S23 – मोबाइल फ़ोन \| /));
    expect(englishSentencesIn(container)).toEqual([
      'Samsung Galaxy S23',
      'Like new, with the bill and the box',
      'One owner, never repaired. Screen guard and cover since day one.',
    ]);
  });

  it('says in Hindi that an ad has expired', async () => {
    const backend = await createTestBackend({ now: () => now });
    const { container } = openAds(backend, hi(paths.ad.href('demo-ad-shoes')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'इस विज्ञापन का समय पूरा हो गया है' }),
    ).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('says in Hindi why the ads could not be read', async () => {
    const offline = () => Promise.reject(new BackendError('network'));
    const { container } = renderWithRouter(<AdsPage readAds={offline} />, { route: hi(paths.ads.href()) });
    expect(await screen.findByRole('alert')).toHaveTextContent('लगता है आप ऑफ़लाइन हैं।');
    expect(englishSentencesIn(container)).toEqual([]);
  });
});

describe('posting an ad in Hindi', () => {
  it('offers Hindi categories, fields and options, asks in Hindi, and stores the ad as in English', async () => {
    const backend = await createTestBackend({ as: 'approved' });
    const { user, container } = await renderPage(<PostAdPage />, {
      backend,
      route: hi(paths.createJobPost.path),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपना विज्ञापन देने के लिए सही श्रेणी चुनें' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे विज्ञापन देखें' })).toHaveAttribute('href', '/hi/my-ads');

    const category = screen.getByRole('combobox', { name: 'श्रेणी' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['श्रेणी चुनें', ...adCategories.map((each) => hindiNames.categories[each.name])]);
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByText('कृपया श्रेणी और उप-श्रेणी चुनें।')).toBeInTheDocument();

    await user.selectOptions(category, 'Vehicles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'उप-श्रेणी' }), 'Cars');
    const details = screen.getByRole('group', { name: 'कारें: पूरी जानकारी' });
    expect(
      within(within(details).getByRole('combobox', { name: 'ईंधन' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ईंधन चुनें', 'पेट्रोल', 'डीज़ल', 'सीएनजी', 'इलेक्ट्रिक']);
    expect(
      within(within(details).getByRole('combobox', { name: 'कीमत' })).getAllByRole('option')[1],
    ).toHaveTextContent('₹10,000 तक');

    expect(within(details).getByRole('textbox', { name: 'ब्रांड' })).toHaveAttribute(
      'placeholder',
      'जैसे Maruti Suzuki',
    );
    expect(within(details).getByRole('textbox', { name: 'शहर' })).toHaveAttribute('placeholder', 'जैसे लखनऊ');

    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByText('कृपया “ब्रांड” भरें।')).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    const cars = adCategories
      .find((each) => each.name === 'Vehicles')!
      .subcategories.find((each) => each.name === 'Cars')!;
    const typed: Record<string, string> = {};
    for (const field of cars.fields) {
      const value =
        field.kind === 'select'
          ? optionLists[field.options].options[1]!
          : field.kind === 'number'
            ? '12'
            : 'Tata';
      typed[field.label] = value;
      fireEvent.change(within(details).getByLabelText(hindiFields.labels[field.label]!), {
        target: { value },
      });
    }
    await user.click(screen.getByRole('button', { name: 'जमा करें' }));
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());

    const [ad] = (await backend.submissions.listMine()).filter((each) => !demoAdIds.includes(each.id));
    // Stored by the English names the database rules check, whatever language it was posted in.
    expect(ad).toMatchObject({ category: 'Vehicles', subcategory: 'Cars', fields: typed });
    expect(typed.Color).toBe('Blue');
  });

  it('asks a new account in Hindi to confirm its address, with a link to the Hindi confirmation page', async () => {
    const backend = await createTestBackend();
    await backend.auth.signUp({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'secret12',
    });
    const { user } = await renderPage(<PostAdPage />, { backend, route: hi(paths.createJobPost.path) });
    const notice = await screen.findByRole('region', { name: 'विज्ञापन देने के लिए अपने ई-मेल की पुष्टि करें' });
    await user.click(within(notice).getByRole('button', { name: 'लिंक भेजें' }));
    const link = await within(notice).findByRole('link', { name: 'मेरे ई-मेल की पुष्टि करें' });
    const sent = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe(hi(paths.verifyEmail.href()));
    // The page to go on to is the ad form in Hindi, the address a Firebase e-mail would carry too.
    expect(sent.searchParams.get('continueUrl')).toBe(hi(paths.createJobPost.href()));
  });
});

describe('my ads in Hindi', () => {
  it("shows each ad's state in Hindi, and the admin's reason as typed", async () => {
    const backend = await createTestBackend({ now: () => now, as: 'learner' });
    const { container } = await renderPage(<MyAdsPage />, {
      backend,
      route: hi(paths.myAds.href()),
      path: paths.myAds.path,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे विज्ञापन' })).toBeInTheDocument();
    const laptop = await screen.findByRole('article', { name: /Lenovo IdeaPad/ });
    expect(laptop).toHaveTextContent('इलेक्ट्रॉनिक्स › लैपटॉप');
    expect(within(laptop).getByText('नामंज़ूर')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विज्ञापन दें' })).toHaveAttribute('href', '/hi/create-job-post');
    expect(englishSentencesIn(container)).toEqual([
      'कारण: Please give the price, the condition and where the laptop is.',
    ]);
  });
});

describe('the ads in Hindi while they are read', () => {
  it("keeps a Hindi heading and title fit for any ad while an ad's page is read", async () => {
    const { backend, release } = holdRead(await createTestBackend({ now: () => now }), 'publicAds', 'get');
    const { container } = openAds(backend, hi(paths.ad.href('demo-ad-phone')));

    expect(screen.getByRole('heading', { level: 1, name: 'क्लासिफ़ाइड विज्ञापन' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^क्लासिफ़ाइड विज्ञापन \| /));
    expect(screen.getByRole('status')).toHaveTextContent('विज्ञापन लोड हो रहा है…');
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy S23' })).toBeInTheDocument();
  });

  it('says in Hindi that the ads are loading, and that there are none only once that is known', async () => {
    // The admin has posted no ad.
    const { backend, release } = holdRead(
      await createTestBackend({ now: () => now, as: 'admin' }),
      'submissions',
      'listMine',
    );
    const { container } = await renderPage(<MyAdsPage />, {
      backend,
      route: hi(paths.myAds.href()),
      path: paths.myAds.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे विज्ञापन' })).toBeInTheDocument();
    expect(screen.getByText('आपके विज्ञापन लोड हो रहे हैं…')).toBeInTheDocument();
    expect(screen.queryByText('आपने अभी तक कोई विज्ञापन नहीं दिया है।')).not.toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByText('आपने अभी तक कोई विज्ञापन नहीं दिया है।')).toBeInTheDocument();
  });

  it('keeps the Hindi title and heading of the report page while its ad is read', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'publicAds', 'get');
    const { container } = await renderPage(<ReportAdPage />, {
      backend,
      route: hi(paths.reportAd.href('demo-ad-phone')),
      path: paths.reportAd.path,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'विज्ञापन की शिकायत करें' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^विज्ञापन की शिकायत करें \| /));
    expect(screen.getByText('विज्ञापन लोड हो रहा है…')).toBeInTheDocument();
    expect(englishSentencesIn(container)).toEqual([]);

    await act(async () => release());
    expect(await screen.findByText('Samsung Galaxy S23')).toBeInTheDocument();
  });
});

describe('reporting an ad in Hindi', () => {
  it('asks in Hindi what is wrong, and says so when no reason is chosen', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    const { user, container } = await renderPage(<ReportAdPage />, {
      backend,
      route: hi(paths.reportAd.href('demo-ad-phone')),
      path: paths.reportAd.path,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'विज्ञापन की शिकायत करें' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('इलेक्ट्रॉनिक्स › मोबाइल फ़ोन', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विज्ञापन पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/ads/demo-ad-phone',
    );
    await user.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया चुनें कि विज्ञापन में क्या गड़बड़ है।');
    expect(screen.getByRole('radio', { name: 'यह धोखाधड़ी या फ़्रॉड लगता है' })).toBeInTheDocument();
    // The ad's title is what its poster typed.
    expect(englishSentencesIn(container)).toEqual(['Samsung Galaxy S23']);
  });

  it('asks a new account in Hindi to confirm its address before it reports, coming back to the Hindi report', async () => {
    const backend = await newUnverifiedAccount();
    const { user, container } = await renderPage(<ReportAdPage />, {
      backend,
      route: hi(paths.reportAd.href('demo-ad-phone')),
      path: paths.reportAd.path,
    });
    const notice = await screen.findByRole('region', {
      name: 'विज्ञापन की शिकायत करने के लिए अपने ई-मेल की पुष्टि करें',
    });
    expect(notice).toHaveTextContent('हम asha@example.com पर एक लिंक भेजेंगे');
    await user.click(screen.getByRole('radio', { name: 'यह धोखाधड़ी या फ़्रॉड लगता है' }));
    await user.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    expect(await screen.findByText(/^आपकी शिकायत नहीं भेजी गई: पहले ऊपर दिए लिंक से/)).toBeVisible();

    await user.click(within(notice).getByRole('button', { name: 'लिंक भेजें' }));
    const link = await within(notice).findByRole('link', { name: 'मेरे ई-मेल की पुष्टि करें' });
    const sent = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe(hi(paths.verifyEmail.href()));
    expect(sent.searchParams.get('continueUrl')).toBe(hi(paths.reportAd.href('demo-ad-phone')));
    expect(englishSentencesIn(container)).toEqual(['Samsung Galaxy S23']);
  });
});

describe('the ads catalogue in Hindi', () => {
  it('shows every stored band in English exactly as it is stored, and in Hindi in Hindi', () => {
    for (const list of [optionLists.price, optionLists.salary]) {
      for (const value of list.options) {
        expect(shownOption(englishNames, value)).toBe(value);
        expect(shownOption(hindiNames, value)).toMatch(/तक|ज़्यादा|–/);
      }
    }
  });

  it('gives the fields of each form distinct Hindi labels', () => {
    for (const category of adCategories) {
      for (const subcategory of category.subcategories) {
        const labels = subcategory.fields.map((field) => hindiFields.labels[field.label]);
        expect(new Set(labels).size, subcategory.name).toBe(labels.length);
      }
    }
  });
});
