import type { BlogBlock } from '../types';

/** The article, in English in every language of the site. */
export const body: BlogBlock[] = [
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
];
