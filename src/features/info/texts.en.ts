/** The FAQ page's words and the legal documents' frame, in English. */
export const texts = {
  faq: {
    metaTitle: 'Frequently asked questions',
    metaDescription: (siteName: string) =>
      `Answers about ${siteName} courses, certificates, UPI payments and UTR numbers, eBook delivery, work-from-home earnings and refunds.`,
    title: 'Frequently asked questions',
    lead: 'Quick answers about our courses, paying by UPI, eBook delivery and the work-from-home programme. Select a question to see its answer.',
    stillHaveQuestion: 'Still have a question?',
    happyToHelp: 'We are happy to help: ask us on WhatsApp or send us a message.',
    whatsappMessage: (siteName: string) =>
      `Hello ${siteName}, I have a question that is not answered in your FAQ.`,
    askOnWhatsApp: 'Ask on WhatsApp',
    contactUs: 'Contact us',
  },
  /** The frame of the privacy policy, the terms and the disclaimer (LegalDocument.tsx). */
  legal: {
    lastUpdated: 'Last updated:',
    onThisPage: 'On this page',
  },
};

export type InfoTexts = typeof texts;
