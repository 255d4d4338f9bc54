/**
 * The company's contacts and settings: one place, each overridable from the
 * environment at build time (see .env.example). The defaults are fictional.
 */
const env = import.meta.env;

const setting = (value: string | undefined, fallback: string) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
};

/** The demo's admin account: its address and the uid the local backend and the emulators give it. */
export const demoAdmin = { email: 'admin@demo.test', uid: 'demo-admin' } as const;

/**
 * Whether this build may fall back to the demo's admin (src/config/buildTarget.ts): a production
 * build names its own admin or has none. Code run outside Vite (the browser journeys' own
 * processes) has no build constants and runs against demo data.
 */
const demo = typeof __DEMO__ === 'undefined' || __DEMO__;

const adminEmail = setting(env.VITE_ADMIN_EMAIL, demo ? demoAdmin.email : '').toLowerCase();

export const site = {
  name: setting(env.VITE_SITE_NAME, 'Unnati Skills Academy'),
  shortName: setting(env.VITE_SITE_SHORT_NAME, 'Unnati'),
  /** Where the site is published, without a trailing slash: for the sitemap, canonical links and shared links. */
  url: setting(env.VITE_SITE_URL, 'https://www.example.com').replace(/\/+$/, ''),
  phone: setting(env.VITE_CONTACT_PHONE, '+91 98765 43210'),
  email: setting(env.VITE_CONTACT_EMAIL, 'hello@example.com'),
  whatsappNumber: setting(env.VITE_WHATSAPP_NUMBER, '919876543210'),
  upiId: setting(env.VITE_UPI_ID, 'unnati.demo@upi'),
  upiPayeeName: setting(env.VITE_UPI_PAYEE_NAME, 'Unnati Skills Academy'),
  adminEmail,
  /**
   * The uid of the owner's account, pinned by the owner (VITE_ADMIN_UID, and the same in
   * firestore.rules): the admin's address is public, so whoever claims it first is not the admin
   * for that. The demo's address keeps the demo admin's account; any other address with no uid
   * pinned leaves the site without an admin (the empty string).
   */
  adminUid: setting(env.VITE_ADMIN_UID, demo && adminEmail === demoAdmin.email ? demoAdmin.uid : ''),
  dataEntryFormUrl: setting(
    env.VITE_DATA_ENTRY_FORM_URL,
    'https://docs.google.com/forms/d/e/EXAMPLE-FORM-ID/viewform?embedded=true',
  ),
  address: setting(env.VITE_CONTACT_ADDRESS, 'Sector 62, Noida, Uttar Pradesh 201309, India'),
  social: {
    facebook: setting(env.VITE_FACEBOOK_URL, 'https://www.facebook.com/example'),
    instagram: setting(env.VITE_INSTAGRAM_URL, 'https://www.instagram.com/example'),
    linkedin: setting(env.VITE_LINKEDIN_URL, 'https://www.linkedin.com/company/example'),
  },
  certification: 'ISO 9001:2015',
} as const;

/** `tel:` needs the number without spaces. */
export const phoneHref = `tel:${site.phone.replace(/[^\d+]/g, '')}`;
export const emailHref = `mailto:${site.email}`;
