import type { BlogBlock } from '../types';

/** The article, in English in every language of the site. */
export const body: BlogBlock[] = [
  {
    kind: 'paragraph',
    text: 'UPI is the quickest way to pay for an eBook on our site: scan the QR code, enter the amount and your UPI PIN, and the money reaches us in seconds. Because UPI payments cannot be pulled back by the sender, it is worth spending ten seconds on a few checks before you press Pay.',
  },
  { kind: 'heading', text: 'Before you pay' },
  {
    kind: 'list',
    items: [
      'After scanning, check the payee name your UPI app shows. It should match the name printed under the QR code on our payment page.',
      'Check the amount against the order total on the page.',
      'Enter your UPI PIN only on your own UPI app screen. Nobody, including us, will ever ask you to share it by phone, chat or e-mail.',
      'You never need a PIN to receive money. A "collect request" that asks for your PIN to "receive a refund" is a fraud.',
    ],
  },
  { kind: 'heading', text: 'What a UTR number is' },
  {
    kind: 'paragraph',
    text: 'Every successful UPI payment gets a Unique Transaction Reference, or UTR: a 12-digit number that banks use to trace the payment. Some apps call it the UPI Reference No., UPI Ref ID or UPI transaction ID. It is the proof that your money was sent, and it is what we ask for on the payment form so that we can match your payment to your order.',
  },
  { kind: 'heading', text: 'Where to find it' },
  {
    kind: 'list',
    items: [
      'Google Pay: open the payment in your history, tap it, and look for "UPI transaction ID".',
      'PhonePe: go to History, tap the payment, and copy the "UTR" shown under the transaction details.',
      'Paytm: open Balance & History, tap the payment, and look for "UPI Ref No.".',
      'BHIM and bank apps: open the transaction history and look for "UPI Ref No." or "RRN".',
      'Your bank SMS for the debit usually contains the same 12-digit number.',
    ],
  },
  { kind: 'heading', text: 'After you submit it' },
  {
    kind: 'paragraph',
    text: 'Type or paste the UTR into the payment form exactly as it appears, with no spaces. Your order is saved as pending, and our team confirms it after checking the payment against our bank statement. The book then appears in My Library, ready to download. If money left your account but the app shows the payment as failed or pending, wait a few hours: most such payments are either completed or returned automatically by the bank, usually within 1 to 3 working days.',
  },
];
