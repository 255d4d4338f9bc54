/** The header's, footer's and banner's words in English; the specification's where it gives them. */
export const texts = {
  nav: {
    home: 'Home',
    about: 'About',
    courses: 'Courses',
    blog: 'Blog',
    training: 'Training',
    contact: 'Contact',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms',
    disclaimer: 'Disclaimer',
  },
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loginSignup: 'Login/Signup',
  yourProfile: 'Your profile',
  footer: {
    about:
      'Practical courses in stock market basics, digital marketing and spoken English, eBooks, and work-from-home data-entry work for approved learners.',
    quickLinks: 'Quick links',
    courses: 'Courses',
    courseNames: ['Stock Market', 'Digital Marketing', 'Spoken English'],
    contactUs: 'Contact us',
    phone: 'Phone:',
    email: 'E-mail:',
    followUs: 'Follow us',
    twitterComingSoon: 'Twitter (coming soon)',
    rights: 'All rights reserved.',
  },
  banner: {
    label: 'Disclaimer',
    title: 'Disclaimer:',
    notSebi: (siteName: string) =>
      `${siteName} is not a SEBI registered investment advisor. Our stock market content is for educational purposes only and is not investment advice.`,
    whatsappUs: 'For course enquiries, WhatsApp us at',
    pause: 'Pause scrolling',
  },
  quotaLabel: "Today's limit",
  demo: {
    label: 'Demo mode',
    title: 'Demo mode',
    note: ': accounts and data stay in this browser.',
    reset: 'Reset demo data',
    confirmReset: 'Reset the demo? Every account, payment and entry made in this browser will be removed.',
  },
};

export type ShellTexts = typeof texts;
