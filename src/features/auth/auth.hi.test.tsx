import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../backend/local/seed';
import { paths } from '../../config/paths';
import { loadAllTexts } from '../../i18n/texts';
import type { Backend } from '../../backend/types';
import { createTestBackend, holdRead, newAccountWithLink } from '../../test/backend';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';
import { renderPage } from '../../test/renderPage';
import { EmailActionPage } from './EmailActionPage';
// The lazy pages' words, defined before loadAllTexts loads them, as a page's arrive before it shows.
import '../../components/errorTexts';
import '../../components/verification.texts';
import './emailAction/texts';
import './texts';

describe('the account pages in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('signs up in Hindi, and says in Hindi what is wrong with the form', async () => {
    const { user } = renderApp('/hi/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/hi/login');

    await user.type(screen.getByLabelText('पहला नाम'), 'Asha');
    await user.type(screen.getByLabelText('ई-मेल'), 'not-an-address');
    await user.type(screen.getByLabelText('पासवर्ड'), '123');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    expect(await screen.findByText('अपना सरनेम लिखें।')).toBeVisible();
    expect(screen.getByText('सही ई-मेल पता लिखें।')).toBeVisible();
    expect(screen.getByText('कम से कम 6 अक्षरों का पासवर्ड चुनें।')).toBeVisible();
    expect(englishSentencesIn(main)).toEqual([]);
  });

  it('says in Hindi that an e-mail already has an account', async () => {
    const { user } = renderApp('/hi/signup');
    await user.type(await screen.findByLabelText('पहला नाम'), 'Asha');
    await user.type(screen.getByLabelText('सरनेम'), 'Rao');
    await user.type(screen.getByLabelText('ई-मेल'), demoAccounts.learner.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'इस ई-मेल से अकाउंट पहले से बना हुआ है। इसकी जगह लॉग इन करें।',
    );
  });

  it('logs in and resets a password in Hindi', async () => {
    const { user } = renderApp('/hi/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'अपना अकाउंट बनाएँ' })).toHaveAttribute('href', '/hi/signup');

    await user.type(screen.getByLabelText('ई-मेल'), demoAccounts.learner.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह पासवर्ड सही नहीं है। फिर से कोशिश करें, या नया पासवर्ड बनाएँ।',
    );

    await user.click(screen.getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    const reset = screen.getByRole('form', { name: 'नया पासवर्ड बनाएँ' });
    expect(within(reset).getByLabelText('लिंक किस ई-मेल पर भेजें')).toHaveValue(demoAccounts.learner.email);
    await user.click(within(reset).getByRole('button', { name: 'लिंक भेजें' }));
    expect(await within(reset).findByRole('status')).toHaveTextContent(
      `अगर ${demoAccounts.learner.email} से कोई अकाउंट है, तो नया पासवर्ड बनाने का लिंक भेजा जा रहा है।`,
    );
    // The demo's link opens the Hindi page, and goes on to the Hindi log-in page.
    const link = await within(reset).findByRole('link', { name: 'नया पासवर्ड बनाएँ' });
    const sent = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(sent.pathname).toBe('/hi/verify-email');
    expect(sent.searchParams.get('continueUrl')).toBe('/hi/login');
    expect(englishSentencesIn(main)).toEqual([]);
  });

  it('shows the profile in Hindi', async () => {
    const { user } = renderApp('/hi/login');
    await user.type(await screen.findByLabelText('ई-मेल'), demoAccounts.learner.email);
    await user.type(screen.getByLabelText('पासवर्ड'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));

    expect(await screen.findByRole('button', { name: 'लॉग आउट करें' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByText('डेटा एंट्री के काम के लिए अभी मंज़ूरी नहीं मिली')).toBeVisible();
    expect(within(main).getByRole('link', { name: /मेरी किताबें/ })).toHaveAttribute('href', '/hi/library');
    await waitFor(() => expect(englishSentencesIn(main)).toEqual([]));
  });

  it('keeps the Hindi title and heading while the profile is read, saying nothing yet of the approval', async () => {
    const { backend, release } = holdRead(await createTestBackend({ as: 'learner' }), 'users', 'get');
    renderApp('/hi/profile', { backend });
    const main = screen.getByRole('main');

    expect(await within(main).findByRole('heading', { level: 1, name: 'Rahul Kumar' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^आपकी प्रोफ़ाइल \| /));
    expect(within(main).getByRole('status')).toHaveTextContent('आपकी प्रोफ़ाइल लोड हो रही है…');
    expect(within(main).queryByText('डेटा एंट्री के काम के लिए अभी मंज़ूरी नहीं मिली')).not.toBeInTheDocument();
    expect(englishSentencesIn(main)).toEqual([]);

    await act(async () => release());
    expect(await within(main).findByText('डेटा एंट्री के काम के लिए अभी मंज़ूरी नहीं मिली')).toBeVisible();
  });

  it('signs up with the verification e-mail leading on to the Hindi ad form', async () => {
    const backend = await createTestBackend();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    const { user, pathname } = renderApp('/hi/signup', { backend });
    await user.type(await screen.findByLabelText('पहला नाम'), 'Asha');
    await user.type(screen.getByLabelText('सरनेम'), 'Rao');
    await user.type(screen.getByLabelText('ई-मेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    // The router's path: the page is /hi/profile.
    await waitFor(() => expect(pathname()).toBe('/profile'));
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ continueAddress: `/hi${paths.createJobPost.href()}` }),
    );
  });

  const openVerification = (route: string, backend: Backend) =>
    renderPage(<EmailActionPage />, { route, path: paths.verifyEmail.path, backend });

  it('confirms an e-mail address in Hindi, and goes on to the Hindi page', async () => {
    const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}`);
    expect(link).toMatch(/^\/hi\/verify-email\?/);
    const { container } = await openVerification(link, backend);

    expect(
      await screen.findByText('आपके ई-मेल की पुष्टि हो गई है। अब आप विज्ञापन दे सकते हैं और उनकी शिकायत भी कर सकते हैं।'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'अपने ई-मेल की पुष्टि करें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'आगे बढ़ें' })).toHaveAttribute('href', `/hi${paths.myAds.href()}`);
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it.each([
    // Firebase's link, reloaded as the Hindi page: the continue address is a full one.
    ['a full Hindi address', (link: URL) => new URL(link.searchParams.get('continueUrl')!, link).href],
    // The English page's link, read in Hindi after the switch.
    ['an English path', () => paths.myAds.href()],
  ])(
    'goes on from the Hindi page to the Hindi page, whatever the continue address, %s',
    async (_, continueUrl) => {
      const { backend, link } = await newAccountWithLink(`/hi${paths.myAds.href()}`);
      const url = new URL(link, window.location.origin);
      url.searchParams.set('continueUrl', continueUrl(url));
      await openVerification(`${url.pathname}${url.search}`, backend);

      expect(
        await screen.findByText(
          'आपके ई-मेल की पुष्टि हो गई है। अब आप विज्ञापन दे सकते हैं और उनकी शिकायत भी कर सकते हैं।',
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'आगे बढ़ें' })).toHaveAttribute('href', `/hi${paths.myAds.href()}`);
    },
  );
});
