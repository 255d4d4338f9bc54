import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';

describe('the about page in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('says who the company is and how it trains, in Hindi', async () => {
    renderApp('/hi/about');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: `${site.name} के बारे में` }),
    ).toBeInTheDocument();
    for (const name of ['हम कौन हैं', 'हमारा मिशन', 'हम क्या सिखाते हैं', 'हम कैसे सिखाते हैं', 'आँकड़ों में']) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(main).getByText('30 दिन')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'अस्वीकरण (डिस्क्लेमर)' })).toHaveAttribute(
      'href',
      '/hi/disclaimer',
    );
    const talk = within(main).getByRole('region', { name: 'हमसे बात करें' });
    expect(within(talk).getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    expect(within(talk).getByRole('link', { name: 'WhatsApp पर बात करें' })).toBeInTheDocument();

    // The courses' own names and summaries come from the course catalogue.
    const taught = within(main).getByRole('region', { name: 'हम क्या सिखाते हैं' });
    taught.querySelector('ul')!.remove();
    expect(englishSentencesIn(main)).toEqual([]);
  });
});
