/** The contact page's words, its form's errors and the message it writes for us, in English. */
export const texts = {
  contact: {
    metaTitle: 'Contact us',
    metaDescription: (siteName: string) =>
      `Call, WhatsApp or e-mail ${siteName} about courses, eBooks, payments or work-from-home data entry.`,
    title: 'Contact us',
    lead: 'Questions about a course, an eBook payment or the work-from-home programme? Call us, message us on WhatsApp, or write to us below.',
    reachUs: 'Reach us directly',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    chatWithUs: 'Chat with us on WhatsApp',
    email: 'E-mail',
    address: 'Address',
    followUs: 'Follow us',
    formTitle: 'Send us a message',
    formNote:
      'This opens WhatsApp or your e-mail app with your message already written. Check it and press Send there.',
    name: 'Your name',
    phoneOrEmail: 'Phone number or e-mail',
    subject: 'Subject or course',
    message: 'Your message',
    /** The subjects around the course names: the first is the one chosen at first. */
    generalEnquiry: 'General enquiry',
    otherSubjects: [
      'eBook order or payment',
      'Work-from-home approval or earnings',
      'Refund',
      'Something else',
    ],
    sendOnWhatsApp: 'Send on WhatsApp',
    sendByEmail: 'Send by e-mail',
    /** Said once WhatsApp has opened; the link opens it again. */
    whatsappOpened:
      'WhatsApp has opened with your message. Press Send there to reach us. If it did not open,',
    openWhatsAppHere: 'open WhatsApp here',
    whatsappOpenedEnd: '.',
    /** `[…](email)` is a link to our address (RichText.tsx). */
    emailOpened: (email: string) =>
      `Your e-mail app should now show your message, ready to send. If nothing opened, write to us at [${email}](email).`,
  },
  /** What the contact form says of a field to fix (contactForm.ts). */
  contactErrors: {
    name: 'Please enter your name.',
    contactMissing: 'Please enter your phone number or e-mail address, so that we can reply to you.',
    contactInvalid: 'Please enter a 10-digit mobile number or an e-mail address such as name@example.com.',
    message: 'Please write your message.',
  },
  /** The message the contact form writes for us, as it arrives on our WhatsApp or in our inbox. */
  contactMessage: {
    greeting: (siteName: string) => `Hello ${siteName},`,
    name: 'Name:',
    phoneOrEmail: 'Phone or e-mail:',
    subject: 'Subject:',
    mailSubject: (subject: string, name: string) => `${subject}: enquiry from ${name}`,
  },
};

export type ContactTexts = typeof texts;
