import type { LegalFacts } from '../legalFacts';

/** The terms of use in English; `**…**` and `[…](target)` are RichText.tsx's marks. */
export const texts = {
  title: 'Terms of Use',
  description: (siteName: string) =>
    `The terms for using ${siteName}: accounts, UPI payments for eBooks, work-from-home data entry, refunds and user ads.`,
  intro:
    'Please read these terms before you create an account, pay for an eBook or course, take up data-entry work or post an ad. They are written to be read: if anything is unclear, ask us.',
  sections: (f: LegalFacts) => ({
    agreement: {
      heading: 'Agreeing to these terms',
      body: [
        `These terms apply to everyone who visits this website or uses the services of ${f.siteName}: courses, eBooks, the work-from-home programme and the ad-posting service. By creating an account or making a payment you agree to them. If you do not agree, please do not use the services. Our [Privacy Policy](privacyPolicy) and [Disclaimer](disclaimer) form part of these terms.`,
      ],
    },
    accounts: {
      heading: 'Your account',
      body: [
        [
          'You must be at least 18, or have a parent or guardian open and manage the account for you.',
          'Give your real name and an e-mail address you use: it goes on your receipts, and we write there about your account.',
          'Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
          'One account per person. Accounts may not be sold, shared or transferred.',
          'We may suspend or close an account that breaks these terms, gives false payment details or is used for fraud, and we will tell you why.',
        ],
      ],
    },
    courses: {
      heading: 'Courses and certificates',
      body: [
        `Course content, schedules, fees and discounts are shown on each course page and may change for future batches; the fee you paid for a batch you have joined will not change. Course materials are for your own learning and may not be recorded, copied, resold or shared. A certificate is issued when you complete the course and its assessment; it is a course completion certificate from ${f.siteName}, not a government degree.`,
      ],
    },
    'ebook-purchases': {
      heading: 'Buying eBooks by UPI',
      body: [
        [
          `eBooks are paid by UPI: scan the QR code on the payment page or pay to our UPI ID ${f.upiId}.`,
          'After paying, you must submit the form on the payment page with your name, your e-mail address and the UPI transaction ID (UTR) of your payment. Without a correct transaction reference we cannot match the payment to your order.',
          'A transaction ID can be used for one order only. Submitting a transaction ID that is not yours, or that was not a successful payment, is misuse and will lead to the account being closed.',
          'Prices are in Indian rupees (₹) and include all taxes unless the page says otherwise. Discounts shown on the payment page apply only at the time of purchase.',
        ],
      ],
    },
    'payment-approval': {
      heading: 'Approval of payments',
      body: [
        'Every payment is recorded as pending until our team has checked it against our bank records. When it is confirmed, usually within one working day, the eBook appears in My Library, ready to download, with its receipt. If we cannot find the payment we reject it and My Library tells you why; you can then pay again with the right transaction ID. We may contact you if the amount or the reference does not match. An eBook is licensed to you for personal reading: you may not share, resell or upload the file.',
      ],
    },
    'work-from-home': {
      heading: 'Work-from-home data entry',
      body: [
        [
          'Data-entry work is available only to users whose account we have approved after enrolment in the Work From Home Data Entry course. Approval is at our discretion and may be withdrawn for poor-quality or copied work.',
          `You earn ${f.perEntry} for each entry we accept, up to ${f.maxEntries} entries a day. Entries above the daily cap, incomplete entries or entries that contain copied or false data are not paid.`,
          'Your daily count is recorded by our team and shown in your account. If you think a count is wrong, tell us within 7 days of that date.',
          'The work is an independent engagement, not employment. Earnings depend on the accepted work you complete; we do not guarantee any amount of work or income.',
        ],
      ],
    },
    refunds: {
      heading: 'Refunds',
      body: [
        [
          `**Work From Home Data Entry course:** a ${f.moneyBackDays}-day money-back guarantee. Ask for a refund within ${f.moneyBackDays} days of your payment and we will return the course fee to the account you paid from, within 7 working days of approving the request.`,
          '**eBooks:** digital goods are not refundable once the eBook is in your library. We refund in full if you paid twice for the same book or if the book was never delivered.',
          '**Other courses:** you can cancel for a full refund before your batch starts. After that, the terms on the course page apply.',
          `To ask for a refund, write to [${f.email}](email) from your registered e-mail address with your transaction ID.`,
        ],
      ],
    },
    'user-ads': {
      heading: 'Ads posted by users',
      body: [
        'Signed-in users can post classified ads. The person posting an ad is solely responsible for it. You must not post ads that:',
        [
          'are false, misleading or for goods and services you do not have the right to sell;',
          'offer illegal goods, weapons, drugs, counterfeit products or financial schemes that promise returns;',
          'ask job seekers for a fee, or copy another person’s ad or photos;',
          'include someone else’s personal data without their permission, or offensive content.',
        ],
        'We do not check every ad and are not a party to any deal between users. We may edit or remove any ad and close accounts that break these rules. Please meet in safe places and never pay in advance to a stranger.',
      ],
    },
    'acceptable-use': {
      heading: 'Acceptable use',
      body: [
        `Do not try to break into the website or other people’s accounts, interfere with its working, scrape its content, or use it to send spam or commit fraud. The website’s text, course material, eBooks, logos and design belong to ${f.siteName} or its licensors and are protected by copyright.`,
      ],
    },
    liability: {
      heading: 'Limits of our responsibility',
      body: [
        'We work to keep the website available and correct, but it is provided “as is” and may at times be unavailable. To the extent the law allows, our total liability to you for any claim is limited to the amount you paid us for the service concerned. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
      ],
    },
    law: {
      heading: 'Governing law and disputes',
      body: [
        `These terms are governed by the laws of India. Please contact us first so we can try to resolve any complaint; if we cannot, the courts at the place of our registered office ([${f.address}](en)) have jurisdiction, without affecting your right to approach a consumer commission.`,
      ],
    },
    contact: {
      heading: 'Contact',
      body: [`Questions about these terms: e-mail [${f.email}](email) or call [${f.phone}](phone).`],
    },
  }),
};

export type TermsTexts = typeof texts;
