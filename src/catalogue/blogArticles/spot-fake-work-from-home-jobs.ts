import type { BlogBlock } from '../types';

/** The article, in English in every language of the site. */
export const body: BlogBlock[] = [
  {
    kind: 'paragraph',
    text: 'Genuine work-from-home jobs exist: data entry, form filling, customer support on chat, tutoring and content writing are all done from home by lakhs of people in India. So are scams. A message that promises ₹3,000 a day for liking videos, or a "registration fee" that will be returned with your first salary, is designed to take your money, not to pay you. The signs below will help you tell the two apart.',
  },
  { kind: 'heading', text: 'Seven warning signs' },
  {
    kind: 'list',
    items: [
      'Earnings that are too good to be true: a lot of money for a few minutes of simple tasks, with no skill or training asked for.',
      'Pressure to decide now: "only 3 seats left", "offer closes tonight", or a recruiter who keeps calling.',
      'Tasks that require you to deposit money first, such as "prepaid tasks" or buying products to "boost" ratings, which is how most Telegram task scams work.',
      'No clear company: no address, no landline or official e-mail, only a WhatsApp number or a Telegram handle.',
      'Requests for your UPI PIN, OTP, card CVV or net-banking password. No employer ever needs these; you only enter a UPI PIN to send money, never to receive it.',
      'An "offer letter" that arrives without an interview, sent from a free e-mail address and full of spelling mistakes.',
      'Payment asked into a personal account or a different name from the company you think you are dealing with.',
    ],
  },
  { kind: 'heading', text: 'Questions to ask before you pay anything' },
  {
    kind: 'paragraph',
    text: 'Some genuine programmes do charge a fee, for example for training that teaches you the skills the work needs. Before you pay, ask: What exactly am I paying for, a course or a job? Is there a written refund policy? How is my work counted, and how and when am I paid? Can I speak to someone on a phone number that is listed on the website? A training company should be happy to answer all of these in writing.',
  },
  { kind: 'heading', text: 'How our work-from-home programme is different' },
  {
    kind: 'paragraph',
    text: 'Our data-entry course is a training course first. The fee, the 30-day money-back guarantee and the pay rate of ₹4 for every accepted entry, up to 100 entries a day, are written on the course page before you pay. Work is given only to learners whose account has been approved, and your daily count is recorded so you can check it. We never ask for your UPI PIN or OTP, and we never ask you to pay to unlock a task.',
  },
  { kind: 'heading', text: 'If you have already been cheated' },
  {
    kind: 'paragraph',
    text: 'Act quickly: call the national cyber-crime helpline 1930 or file a complaint at cybercrime.gov.in, and tell your bank straight away so it can try to hold the money. Keep screenshots of the chats, the UPI transaction ID (UTR) of every payment and the phone numbers involved. Reporting within the first few hours gives the best chance of getting money back.',
  },
];
