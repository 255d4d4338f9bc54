import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allCourses, workFromHomeCourse } from '../../test/englishCatalogue';
import { site } from '../../config/site';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderApp } from '../../test/renderApp';

describe('the contact page in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('shows the ways to reach us and a form, all in Hindi', async () => {
    renderApp('/hi/contact');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'WhatsApp पर हमसे बात करें' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`नमस्ते ${site.name}`)),
    );
    expect(within(main).getByRole('combobox', { name: 'विषय या कोर्स' })).toHaveValue('सामान्य जानकारी');
    expect(within(main).getByRole('button', { name: 'WhatsApp पर भेजें' })).toBeInTheDocument();

    // The courses' names among the subjects come from the course catalogue.
    const courseNames = new Set([...allCourses.map((course) => course.title), workFromHomeCourse.title]);
    for (const option of within(main).getAllByRole('option'))
      if (courseNames.has(option.textContent ?? '')) option.remove();
    expect(englishSentencesIn(main)).toEqual([]);
  });

  it('says in Hindi what to fix, and writes the message in Hindi', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderApp('/hi/contact');
    await user.click(await screen.findByRole('button', { name: 'WhatsApp पर भेजें' }));
    expect(screen.getByRole('textbox', { name: 'आपका नाम' })).toHaveAccessibleDescription(
      'कृपया अपना नाम लिखें।',
    );
    expect(screen.getByText('कृपया अपना मैसेज लिखें।')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'आपका नाम' }), 'आशा देवी');
    await user.type(screen.getByRole('textbox', { name: 'फ़ोन नंबर या ई-मेल' }), '98765 43210');
    await user.type(screen.getByRole('textbox', { name: 'आपका मैसेज' }), 'अगला बैच कब है?');
    await user.click(screen.getByRole('button', { name: 'WhatsApp पर भेजें' }));

    const text = [
      `नमस्ते ${site.name},`,
      '',
      'नाम: आशा देवी',
      'फ़ोन या ई-मेल: 98765 43210',
      'विषय: सामान्य जानकारी',
      '',
      'अगला बैच कब है?',
    ].join('\n');
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining(encodeURIComponent(text)),
      '_blank',
      expect.any(String),
    );
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'यहाँ WhatsApp खोलें' }),
    ).toBeInTheDocument();
  });
});
