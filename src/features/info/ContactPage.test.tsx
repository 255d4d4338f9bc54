import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { emailHref, phoneHref, site } from '../../config/site';
import { renderWithRouter } from '../../test/renderWithRouter';
import { ContactPage } from './ContactPage';

const openContactPage = () => renderWithRouter(<ContactPage />, { route: paths.contact.path });

describe('ContactPage', () => {
  it('shows phone, e-mail, WhatsApp and address with working links', () => {
    openContactPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', phoneHref);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', emailHref);
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${site.whatsappNumber.replace(/\D/g, '')}\\?text=`),
    );
    expect(screen.getByText(site.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', site.social.instagram);
  });

  it('explains what is missing on an empty submit and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = openContactPage();

    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));

    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter your phone number or e-mail address, so that we can reply to you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('rejects a contact that is neither a phone number nor an e-mail address', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = openContactPage();

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Phone number or e-mail' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));

    expect(
      screen.getByText(
        'Please enter a 10-digit mobile number or an e-mail address such as name@example.com.',
      ),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('clears a message once the field is fixed', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = openContactPage();

    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha');

    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
  });

  async function fillForm(user: ReturnType<typeof openContactPage>['user']) {
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha Devi');
    await user.type(screen.getByRole('textbox', { name: 'Phone number or e-mail' }), '98765 43210');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject or course' }), 'Spoken English');
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'When does the next batch start? & fees?',
    );
  }

  it('opens WhatsApp with the message written in, and keeps what was typed', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = openContactPage();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const text = [
      `Hello ${site.name},`,
      '',
      'Name: Asha Devi',
      'Phone or e-mail: 98765 43210',
      'Subject: Spoken English',
      '',
      'When does the next batch start? & fees?',
    ].join('\n');
    expect(url).toBe(
      `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
    );

    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Devi');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(
      'When does the next batch start? & fees?',
    );
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: 'open WhatsApp here' })).toHaveAttribute(
      'href',
      String(url),
    );
  });

  it('opens the e-mail app with subject and body filled in', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = openContactPage();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));

    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get('subject')).toBe('Spoken English: enquiry from Asha Devi');
    const body = url.searchParams.get('body');
    expect(body).toContain('Name: Asha Devi\r\nPhone or e-mail: 98765 43210');
    expect(body).toContain('When does the next batch start? & fees?');
    // Spaces must be %20, not '+', or mail apps show plus signs.
    expect(String(open.mock.calls[0]![0])).not.toContain('+');
    expect(screen.getByRole('textbox', { name: 'Phone number or e-mail' })).toHaveValue('98765 43210');
  });

  it('accepts an e-mail address as the contact and sends on Enter through WhatsApp', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = openContactPage();

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Please call me back.');
    await user.type(screen.getByRole('textbox', { name: 'Phone number or e-mail' }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha{Enter}');

    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]![0])).toContain(encodeURIComponent('Phone or e-mail: asha@example.in'));
  });
});
