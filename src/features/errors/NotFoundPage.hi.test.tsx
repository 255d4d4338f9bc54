import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';

describe('the page not found, in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('says so in Hindi, counts down in Hindi and offers the way home', async () => {
    renderApp('/hi/no-such-page');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'माफ़ कीजिए! पेज नहीं मिला' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('5 सेकंड')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'होम पेज पर जाएँ' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'पीछे जाएँ' })).toBeInTheDocument();
    expect(englishSentencesIn(main)).toEqual([]);
  });
});
