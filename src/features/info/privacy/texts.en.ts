import type { LegalFacts } from '../legalFacts';

/** The privacy policy in English; `**…**` and `[…](target)` are RichText.tsx's marks. */
export const texts = {
  title: 'Privacy Policy',
  description: (siteName: string) =>
    `How ${siteName} collects, uses and protects your personal data under India's DPDP Act, 2023.`,
  intro: (siteName: string) =>
    `This policy explains what personal data ${siteName} collects when you use this website, why, who we share it with, and the rights you have under the Digital Personal Data Protection Act, 2023.`,
  /** The grievance officer's address lines. */
  officer: { title: 'Grievance Officer', email: 'E-mail:', phone: 'Phone:' },
  sections: (f: LegalFacts) => ({
    'who-we-are': {
      heading: 'Who we are',
      body: [
        `${f.siteName} (“we”, “us”) runs this website and its courses, eBook shop and work-from-home programme. For the personal data described here we are the Data Fiduciary under India’s Digital Personal Data Protection Act, 2023 (the DPDP Act): we decide why and how your data is processed, and we answer to you for it.`,
      ],
    },
    'what-we-collect': {
      heading: 'The data we collect',
      body: [
        'We collect only what we need to run the service you use:',
        [
          '**Your account:** first name, last name, e-mail address and password. The password is handled by our sign-in provider and is never visible to us.',
          '**eBook payments:** the name and e-mail address you enter, the book and amount, and the UPI transaction ID (UTR) you give us, with the time of submission and the status of the payment. We never receive your UPI PIN, card details or bank password.',
          '**Work-from-home programme:** whether your account is approved, and the number of entries recorded for you each day, from which your earnings are calculated.',
          '**Ads you post:** the category, subcategory and the details you fill in, with your name, e-mail address and the time of posting.',
          '**Messages to us:** what you write when you contact us by phone, WhatsApp or e-mail, including your name and phone number or e-mail address.',
        ],
        'We do not ask for Aadhaar, PAN or bank account numbers on this website, and we do not collect sensitive data such as health or religion.',
      ],
    },
    'why-we-use-it': {
      heading: 'Why we use it',
      body: [
        'We process your data on the basis of your consent, given when you sign up or submit a form, to:',
        [
          'create your account, sign you in and keep your account secure;',
          'check your UPI payment against our bank records, confirm your order and e-mail you your eBook;',
          'approve your account for data-entry work, record your daily entries and calculate your earnings;',
          'publish and manage the ads you post;',
          'answer your questions and tell you about batches and changes to courses you enrolled in;',
          'meet our legal duties, such as keeping accounting records and responding to lawful requests.',
        ],
        'We do not sell your personal data, and we do not use it for advertising by other companies. We will only send you promotional messages if you have agreed to receive them, and you can stop them at any time.',
      ],
    },
    'who-we-share-with': {
      heading: 'Who we share it with',
      body: [
        'Your data is shared only as far as needed to provide the service:',
        [
          '**Our hosting and sign-in provider** (Google Firebase), which stores account and order data for us under a data processing agreement. Its servers may be located outside India, as permitted by the DPDP Act.',
          '**Banks and UPI apps**, which process your payment under their own terms; we only see the transaction details they show on our statement.',
          '**Third-party forms** embedded on the data-entry pages (for example Google Forms), which receive what you type into them under their own privacy policies.',
          '**Authorities**, when the law requires it, such as a court order or a request from a law enforcement agency.',
        ],
      ],
    },
    'browser-storage': {
      heading: 'Cookies and browser storage',
      body: [
        'We use your browser’s storage to keep you signed in and to remember your session. We do not use advertising cookies. If you clear your browser’s storage you will simply be signed out.',
      ],
    },
    'how-long-we-keep-it': {
      heading: 'How long we keep it',
      body: [
        'We keep your account data while your account is open. Payment records are kept for eight years, because Indian tax and accounting law requires it. Ads and messages are deleted when they are no longer needed, and at the latest one year after your account is closed. When data is no longer needed, we delete it or make it anonymous.',
      ],
    },
    'your-rights': {
      heading: 'Your rights',
      body: [
        'Under the DPDP Act you have the right to:',
        [
          'get a summary of the personal data we hold about you and how we use it;',
          'have inaccurate or incomplete data corrected and out-of-date data updated;',
          'have your data erased when it is no longer needed, unless the law requires us to keep it;',
          'withdraw your consent at any time; this does not affect processing already done;',
          'nominate another person to exercise these rights if you die or become unable to;',
          'have your grievances addressed by us, and then by the Data Protection Board of India.',
        ],
        'To use any of these rights, write to us at the address below from your registered e-mail address. We reply within 30 days.',
      ],
    },
    children: {
      heading: 'Children',
      body: [
        'Our services are meant for adults. If you are under 18, a parent or lawful guardian must create the account and give consent for you. We do not knowingly track or target advertising at children.',
      ],
    },
    security: {
      heading: 'How we protect it',
      body: [
        'Data travels over encrypted connections (HTTPS), access is limited by account, and only our authorised staff can see payment and earnings records. No system is perfectly secure; if a breach affects your data, we will tell you and the Data Protection Board of India as the DPDP Act requires.',
      ],
    },
    /** Its first paragraph comes before the officer's address, the rest after it. */
    'grievance-officer': {
      heading: 'Contact and grievance officer',
      body: [
        'For questions, requests or complaints about your data, contact our Grievance Officer:',
        'You can also reach us through the [contact page](contact).',
      ],
    },
    changes: {
      heading: 'Changes to this policy',
      body: [
        'If we change this policy we will update the date at the top of this page, and for important changes we will tell you by e-mail or on the website before they take effect.',
      ],
    },
  }),
};

export type PrivacyTexts = typeof texts;
