import type { BlogBlock } from '../types';

/** The article, in English in every language of the site. */
export const body: BlogBlock[] = [
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
];
