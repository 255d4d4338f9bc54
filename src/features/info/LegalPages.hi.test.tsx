import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';

/** Opens a legal document in Hindi and checks its frame: heading, date, contents; returns its main. */
async function openInHindi(url: string, title: string) {
  renderApp(url);
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(within(main).getByText('पिछला बदलाव:', { exact: false })).toBeInTheDocument();
  const contents = within(main).getByRole('navigation', { name: 'इस पेज पर' });
  for (const link of within(contents).getAllByRole('link')) {
    const section = document.getElementById(link.getAttribute('href')!.slice(1))!;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
  }
  return main;
}

describe('the legal documents in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('gives the disclaimer in Hindi', async () => {
    const main = await openInHindi('/hi/disclaimer', 'अस्वीकरण (डिस्क्लेमर)');
    expect(
      within(main).getByRole('heading', { level: 2, name: /SEBI में रजिस्टर्ड निवेश सलाहकार नहीं/ }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms');
    expect(englishSentencesIn(main)).toEqual([]);
  });
});

describe('the privacy policy in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('explains the data we keep and names the grievance officer, in Hindi', async () => {
    const main = await openInHindi('/hi/privacy-policy', 'प्राइवेसी पॉलिसी');
    expect(within(main).getByRole('heading', { level: 2, name: /आपके अधिकार/ })).toBeInTheDocument();
    const grievance = within(main).getByRole('region', { name: /संपर्क और शिकायत अधिकारी/ });
    expect(within(grievance).getByText(/शिकायत अधिकारी,/)).toBeInTheDocument();
    expect(within(grievance).getByRole('link', { name: 'संपर्क पेज' })).toHaveAttribute('href', '/hi/contact');
    expect(englishSentencesIn(main)).toEqual([]);
  });
});

describe('the terms in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('sets out the terms in Hindi, with the same figures', async () => {
    const main = await openInHindi('/hi/terms', 'नियम और शर्तें');
    for (const name of [/आपका अकाउंट/, /UPI से eBook ख़रीदना/, /भुगतान की मंज़ूरी/, /रिफ़ंड/, /लागू क़ानून/]) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(main).getByText(/हर एंट्री पर आप ₹4 कमाते हैं, दिन में 100 एंट्री तक/)).toBeInTheDocument();
    expect(within(main).getByText(/30 दिन की मनी-बैक गारंटी/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute(
      'href',
      '/hi/privacy-policy',
    );
    expect(englishSentencesIn(main)).toEqual([]);
  });
});
