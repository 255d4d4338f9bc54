import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { emailHref, phoneHref, site } from '../../config/site';
import { renderWithRouter } from '../../test/renderWithRouter';
import { DisclaimerPage } from './DisclaimerPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

/** Every section listed in "On this page" exists and its link jumps to it. */
function expectWorkingContents() {
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const id = link.getAttribute('href')!.slice(1);
    const section = document.getElementById(id);
    expect(section).not.toBeNull();
    expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
    expect(section!.textContent!.length).toBeGreaterThan(link.textContent!.length + 40);
  }
}

describe('PrivacyPolicyPage', () => {
  it('explains data handling under the DPDP Act and names a grievance contact', () => {
    renderWithRouter(<PrivacyPolicyPage />, { route: paths.privacyPolicy.path });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByText(/Digital Personal Data Protection Act, 2023/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: /Your rights/ })).toBeInTheDocument();
    expect(screen.getByText(/UPI transaction ID \(UTR\)/)).toBeInTheDocument();

    const grievance = screen.getByRole('region', { name: /Contact and grievance officer/ });
    expect(within(grievance).getByRole('link', { name: site.email })).toHaveAttribute('href', emailHref);
    expect(within(grievance).getByRole('link', { name: site.phone })).toHaveAttribute('href', phoneHref);
    expect(within(grievance).getByText(site.address, { exact: false })).toBeInTheDocument();
    expect(within(grievance).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      paths.contact.href(),
    );
    expectWorkingContents();
  });
});

describe('TermsPage', () => {
  it('covers accounts, UPI purchases, approval, work from home, refunds and user ads', () => {
    renderWithRouter(<TermsPage />, { route: paths.terms.path });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    for (const name of [
      /Your account/,
      /Buying eBooks by UPI/,
      /Approval of payments/,
      /Work-from-home data entry/,
      /Refunds/,
      /Ads posted by users/,
      /Governing law/,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/UPI transaction ID \(UTR\)/)).toBeInTheDocument();
    expect(screen.getByText(/₹4 for each entry we accept, up to 100 entries a day/)).toBeInTheDocument();
    expect(screen.getByText(/30-day money-back/)).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of India/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy.href(),
    );
    expect(screen.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', paths.disclaimer.href());
    expectWorkingContents();
  });
});

describe('DisclaimerPage', () => {
  it('says the company is not SEBI registered, teaches only, and guarantees no earnings', () => {
    renderWithRouter(<DisclaimerPage />, { route: paths.disclaimer.path });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /Not a SEBI registered investment advisor/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /educational only/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /No guaranteed earnings/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Third-party forms/ })).toBeInTheDocument();
    expect(screen.getByText(/subject to market risks/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', paths.terms.href());
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', emailHref);
    expectWorkingContents();
  });
});
