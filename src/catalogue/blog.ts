import { texts as words, type BlogPostId, type BlogTag } from './blog.texts.en';
import type { BlogPost } from './types';

/** A post's facts and body; its title, summary and tag names are in ./blog.texts.*. */
type PostFacts = Omit<BlogPost, 'id' | 'title' | 'summary' | 'tags'> & { id: BlogPostId; tags: BlogTag[] };

/**
 * The built-in articles of /blog. Written for first-time learners: plain words,
 * Indian context, and nothing that reads as investment advice. They are in English in both
 * languages: a Hindi page gives their title and summary in Hindi and says the article is in English.
 */
const facts: PostFacts[] = [
  {
    id: 'spot-fake-work-from-home-jobs',
    author: 'Priya Sharma',
    publishedOn: '2026-11-10',
    readingMinutes: 6,
    tags: ['Work from home', 'Safety', 'Data entry'],
    body: [
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
    ],
  },
  {
    id: 'pay-safely-by-upi-and-find-your-utr',
    author: 'Rahul Verma',
    publishedOn: '2026-10-24',
    readingMinutes: 5,
    tags: ['UPI', 'Payments', 'eBooks'],
    body: [
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
    ],
  },
  {
    id: 'digital-marketing-careers-in-india',
    author: 'Vikram Malhotra',
    publishedOn: '2026-09-15',
    readingMinutes: 7,
    tags: ['Digital marketing', 'Careers'],
    body: [
      {
        kind: 'paragraph',
        text: 'Every shop, clinic, coaching centre and start-up in India now wants customers from Google, Instagram and WhatsApp, and most of them cannot do it alone. That is why digital marketing is one of the few fields where a fresher from a small town, with a laptop and some proof of work, can find paid work within months, as an employee or as a freelancer.',
      },
      { kind: 'heading', text: 'The roles that hire beginners' },
      {
        kind: 'list',
        items: [
          'Social media executive: plans posts and reels, replies to comments and reports what worked.',
          'SEO executive: helps websites rank on Google through keyword research, on-page fixes and useful content.',
          'Performance marketing executive: runs paid ads on Google and Meta and manages a daily budget.',
          'Content writer or copywriter: writes blogs, ad copy, e-mails and product pages.',
          'E-mail and WhatsApp marketing executive: builds contact lists and sends campaigns that people actually open.',
        ],
      },
      { kind: 'heading', text: 'Skills to build first' },
      {
        kind: 'paragraph',
        text: 'Start with the basics that every role uses: writing clearly in English and in your regional language, understanding who the customer is, reading numbers in Google Analytics and Meta Ads Manager, and basic design in a free tool such as Canva. After that, pick one area to go deep in. Employers prefer a fresher who is good at one thing over one who has heard of everything.',
      },
      { kind: 'heading', text: 'What it pays' },
      {
        kind: 'paragraph',
        text: 'Pay varies a great deal by city, company and skill. As a rough guide, entry-level roles in India commonly start somewhere around ₹15,000 to ₹30,000 a month, and people who can show results from ad campaigns or SEO move up quickly. Freelancers charge per project or per month; a local business paying ₹8,000 to ₹15,000 a month to manage its social media is a common first client. These are typical figures, not a promise of any particular income.',
      },
      { kind: 'heading', text: 'Show your work, even without a job' },
      {
        kind: 'list',
        items: [
          'Run the Instagram page of a relative’s shop or a local NGO for two months and record the numbers before and after.',
          'Start a small blog on a topic you know and get it indexed on Google.',
          'Earn the free certificates from Google Skillshop and Meta Blueprint and add them to LinkedIn.',
          'Put three short case studies into a simple portfolio: the problem, what you did, and the result.',
        ],
      },
    ],
  },
  {
    id: 'improve-spoken-english-in-30-days',
    author: 'Ananya Mukherjee',
    publishedOn: '2026-08-05',
    readingMinutes: 6,
    tags: ['Spoken English', 'Self-study'],
    body: [
      {
        kind: 'paragraph',
        text: 'Most learners in India have studied English grammar for years but still hesitate to speak. The problem is rarely knowledge; it is practice. Thirty days is not enough to become fluent, but it is enough to break the hesitation and build a habit that keeps working after the month is over. All you need is a phone, a notebook and 30 to 45 minutes every day.',
      },
      { kind: 'heading', text: 'Week 1: listen and copy' },
      {
        kind: 'paragraph',
        text: 'Choose short videos with clear Indian or international English, such as news bulletins, TED talks or interviews. Listen to one minute, pause, and repeat each sentence aloud, copying the speed and stress. This is called shadowing. Write down five useful phrases a day, not single words: "Could you tell me…", "I was wondering if…", "As far as I know…".',
      },
      { kind: 'heading', text: 'Week 2: speak about your own life' },
      {
        kind: 'paragraph',
        text: 'Every day, record a two-minute voice note on your phone about a simple topic: your morning, your family, your work, a film you liked. Listen back once and note one mistake to fix tomorrow. Do not stop to look up words while speaking; if you do not know a word, describe it in other words. That skill is what fluency really is.',
      },
      { kind: 'heading', text: 'Week 3: fix the common mistakes' },
      {
        kind: 'list',
        items: [
          '"I am having two brothers" → "I have two brothers" (have is not used in the -ing form for possession).',
          '"He don’t know" → "He doesn’t know".',
          '"Myself Ravi" → "I am Ravi" or "My name is Ravi".',
          '"Discuss about the plan" → "Discuss the plan".',
          '"I will revert back" → "I will reply" or "I will get back to you".',
        ],
      },
      { kind: 'heading', text: 'Week 4: talk to real people' },
      {
        kind: 'paragraph',
        text: 'Find a speaking partner, a friend, a family member or a classmate, and agree to speak only English for 15 minutes a day. Practise real situations: introducing yourself in an interview, asking for directions, making a complaint on the phone. At the end of the month, record a two-minute voice note on the same topic as your first one and compare. The difference usually surprises people.',
      },
      { kind: 'heading', text: 'When to get a trainer' },
      {
        kind: 'paragraph',
        text: 'Self-study works best with feedback. If you keep making the same mistakes, or you need English for interviews and work soon, a course with daily live speaking sessions and a trainer who corrects you will move you faster than practising alone. Our Spoken English course runs daily 2-hour sessions built around exactly this kind of speaking practice.',
      },
    ],
  },
  {
    id: 'stock-market-basics-for-beginners',
    author: 'Rajesh Iyer',
    publishedOn: '2026-07-12',
    readingMinutes: 7,
    tags: ['Stock market', 'Beginners', 'Education'],
    body: [
      {
        kind: 'paragraph',
        text: 'Please read this first: this article is for education only. It is not investment advice and not a recommendation to buy or sell any security. We are not a SEBI registered investment advisor or research analyst. Investments in the securities market are subject to market risks; read all related documents carefully, and consult a SEBI registered advisor before you invest.',
      },
      { kind: 'heading', text: 'What a share is' },
      {
        kind: 'paragraph',
        text: 'A share is a small part of the ownership of a company. When a company lists on a stock exchange, anyone can buy and sell its shares. The price moves every second, depending on how many people want to buy and sell and on what they expect from the company’s future profits. You can gain if the price rises or the company pays a dividend, and you can lose part or all of what you invested if the price falls.',
      },
      { kind: 'heading', text: 'Who is who in the Indian market' },
      {
        kind: 'list',
        items: [
          'NSE and BSE: the two main stock exchanges, where buyers and sellers are matched. The Nifty 50 and the Sensex are indices that track large companies listed on them.',
          'SEBI: the Securities and Exchange Board of India, the regulator that makes the rules and protects investors.',
          'Stockbroker: a SEBI registered firm, usually an app, through which you place orders.',
          'Depositories (NSDL and CDSL): hold your shares electronically in a demat account.',
        ],
      },
      { kind: 'heading', text: 'Opening an account' },
      {
        kind: 'paragraph',
        text: 'To start, you need a PAN card, an Aadhaar linked to your mobile number, a bank account and a SEBI registered broker. The broker opens a demat account (where shares are held) and a trading account (through which you buy and sell) after an online KYC. Check the broker’s registration number on the SEBI website before you sign up, and check its charges: brokerage, exchange fees, GST and stamp duty all add to the cost of every trade.',
      },
      { kind: 'heading', text: 'Mistakes beginners make' },
      {
        kind: 'list',
        items: [
          'Following tips from Telegram or WhatsApp groups. Unregistered "tip providers" are a common source of losses and fraud.',
          'Starting with intraday trading or futures and options. SEBI’s own studies have found that most individual traders in equity F&O lose money.',
          'Investing money you will need soon, or borrowed money.',
          'Putting everything into one company instead of spreading risk.',
          'Not having an emergency fund before investing at all.',
        ],
      },
      { kind: 'heading', text: 'A sensible way to learn' },
      {
        kind: 'paragraph',
        text: 'Learn how to read a company’s annual report, what a price-to-earnings ratio means, and how index funds work before you put in real money. Many people learn by tracking a small paper portfolio for a few months. Our Stock Market course teaches these basics, along with chart reading and risk management, as education: it does not tell you what to buy.',
      },
    ],
  },
];

const byNewestFirst = (a: BlogPost, b: BlogPost) => b.publishedOn.localeCompare(a.publishedOn);

/** Newest first, as the blog lists them. */
export const blogPosts: readonly BlogPost[] = facts
  .map((post): BlogPost => ({ ...post, ...words.posts[post.id] }))
  .sort(byNewestFirst);

/** The post with this id, or undefined; a plain array search, so 'constructor' and friends find nothing. */
export function findBlogPost(id: string | undefined): BlogPost | undefined {
  return id === undefined ? undefined : blogPosts.find((post) => post.id === id);
}
