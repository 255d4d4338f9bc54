import type { FaqFacts } from './types';

/**
 * The questions of /faq in English, in the order a new visitor tends to ask them. An answer may
 * mark words kept in English as `[words](en)` (src/features/info/RichText.tsx).
 */
export const texts = {
  /** Joins the last two names of a list. */
  and: 'and',
  courseDuration: (title: string, days: number) => `${title} (${days} days)`,
  items: [
    {
      question: 'Which courses do you offer?',
      answer: (f: FaqFacts) =>
        `${f.siteName} teaches practical, job-oriented skills. Our main courses are ${f.mainCourses}, together with the ${f.workFromHomeCourse} course. We also run ${f.otherCourses}. Each course page lists the syllabus, schedule, mentor and fee.`,
    },
    {
      question: 'Are classes online? What if I miss one?',
      answer: () =>
        'Classes are taught online, so you can join from anywhere in India with a phone or computer and a stable internet connection. Most courses combine live sessions with recorded lessons and assignments. If you miss a live class, ask your trainer on WhatsApp for the recording or the notes, and join the next session.',
    },
    {
      question: 'Will I get a certificate?',
      answer: (f: FaqFacts) =>
        `Yes. When you complete a course and its final assessment you receive a course completion certificate from ${f.siteName}, an ${f.certification} certified training organisation. The certificate records the skills you were trained in; it is not a government degree or diploma.`,
    },
    {
      question: 'How do I pay the fees?',
      answer: (f: FaqFacts) =>
        `Fees are paid by UPI from any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's app). Scan the QR code on the payment page or pay to our UPI ID ${f.upiId}, check that the payee name is ${f.upiPayeeName}, and then enter your transaction ID on the form. We will never ask for your UPI PIN or an OTP. For course fees you can also message us on WhatsApp at ${f.phone} and we will confirm the amount before you pay.`,
    },
    {
      question: 'What is a UTR number, and where do I find it?',
      answer: () =>
        'The UTR (Unique Transaction Reference) is the 12-digit number your UPI app gives every successful payment. It may be called "UPI transaction ID" (Google Pay), "UTR" (PhonePe) or "UPI Ref No." (Paytm, BHIM and bank apps). Open the payment in your app\'s history to copy it; it is also in your bank\'s debit SMS. Enter it without spaces: it is how we match your payment to your order.',
    },
    {
      question: 'When will I receive my eBook?',
      answer: () =>
        'After you submit the payment form your order shows as pending. Our team checks the transaction against our bank statement and confirms it, usually within one working day. The book then appears in My Library with a Download button and its receipt. If we cannot find the payment, My Library shows it as rejected with the reason, and you can pay again with the right transaction ID. If nothing has changed within two working days, contact us with your transaction ID.',
    },
    {
      question: 'How does the work-from-home data-entry work pay?',
      answer: (f: FaqFacts) =>
        `Once your account is approved, you get access to the data-entry forms. You earn ${f.perEntry} for every accepted entry, with a cap of ${f.maxEntries} entries per day, so the most you can earn in a day is ${f.bestDay}. Your daily count is recorded by our team, and your earnings for today, the last 7 days and all time are shown on your account. Earnings depend entirely on the accurate entries you complete; there is no fixed or guaranteed income.`,
    },
    {
      question: 'How is my account approved for data-entry work?',
      answer: () =>
        'Data-entry work is open to learners of our Work From Home Data Entry course. After you enrol and your payment is confirmed, our team approves your account, and the data-entry pages then open when you log in with the same e-mail address. If you have paid but still see an access-denied message after one working day, contact us with your registered e-mail and transaction ID.',
    },
    {
      question: 'What is your refund policy?',
      answer: (f: FaqFacts) =>
        `The Work From Home Data Entry course comes with a ${f.moneyBackDays}-day money-back guarantee: if you are not satisfied, ask for a refund within ${f.moneyBackDays} days of your payment and we will return the course fee to your original payment method. eBooks are digital downloads and are not refundable once delivered, except when a payment was made twice or the book was not delivered. Refunds for other courses are described on the course page and in our terms of use.`,
    },
    {
      question: 'Will the stock market course tell me which shares to buy?',
      answer: (f: FaqFacts) =>
        `No. ${f.siteName} is not a SEBI registered investment advisor or research analyst. Our stock market content is for education only: we teach how the market works, how to read charts and reports, and how to manage risk. We do not give tips, recommendations or portfolio advice, and nobody can guarantee returns. Please consult a SEBI registered advisor before you invest.`,
    },
    {
      question: 'How can I contact you?',
      answer: (f: FaqFacts) =>
        `Call us on ${f.phone}, message us on WhatsApp, or write to ${f.email}. Our office address is [${f.address}](en). You can also use the form on our contact page, and we reply within one working day.`,
    },
  ],
};

export type FaqTexts = typeof texts;
