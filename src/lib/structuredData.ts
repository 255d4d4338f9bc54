import { site } from '../config/site';

/**
 * schema.org data, read by search engines from the prerendered HTML: who the company is and how
 * to reach it (every page's footer); what each course is, costs and who teaches it is in
 * ./courseData.ts, which only a course's page loads.
 */
export type Thing = Record<string, unknown>;

export function organizationData(): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: site.name,
    url: site.url,
    logo: `${site.url}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'IN' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: site.phone,
      email: site.email,
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi'],
    },
    sameAs: [site.social.facebook, site.social.instagram, site.social.linkedin],
  };
}

/** JSON for a <script> element: `<` escaped so no text in the data can close the element early. */
export function jsonForScript(data: Thing): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
