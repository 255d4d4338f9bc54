import type { CourseDetails } from '../types';

/** The page of the course digital-marketing: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'Indian businesses, from D2C brands to local clinics and coaching centres, now spend a large share of their marketing budget online, and they need people who can run campaigns and explain the results. This course teaches the whole toolkit by doing: search engine optimisation, social media, Google and Meta ads, e-mail and WhatsApp marketing, and analytics.',
    'You build and optimise your own website or blog, run a small ad campaign on a budget of a few hundred rupees, and finish with a portfolio you can show to employers or freelance clients. Preparation for Google’s free Ads and Analytics certifications is included.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Marketing foundations and your website',
      topics: [
        'How customers find and choose businesses online',
        'Personas, funnels and setting measurable goals',
        'Building a website or blog on WordPress without code',
        'Landing pages that turn visitors into enquiries',
      ],
    },
    {
      title: 'Search engine optimisation',
      topics: [
        'Keyword research for Indian and local searches',
        'On-page SEO: titles, headings, content and speed',
        'Google Business Profile for local shops and services',
        'Link building and technical SEO basics',
      ],
    },
    {
      title: 'Social media marketing',
      topics: [
        'Choosing platforms: Instagram, Facebook, LinkedIn and YouTube',
        'Planning a content calendar',
        'Reels and short videos shot on a phone',
        'Growing a community and replying to comments well',
      ],
    },
    {
      title: 'Paid advertising',
      topics: [
        'Google Search, Display and YouTube campaigns',
        'Meta ads: audiences, creatives and lead forms',
        'Budgets, bidding and cost per lead in rupees',
        'Running and optimising a live campaign',
      ],
    },
    {
      title: 'E-mail, WhatsApp and content marketing',
      topics: [
        'Building an e-mail list and writing newsletters people open',
        'WhatsApp Business catalogues, broadcasts and opt-in rules',
        'Blogging and copywriting that sells without shouting',
        'Working with influencers and affiliates',
      ],
    },
    {
      title: 'Analytics and your career',
      topics: [
        'Google Analytics 4 and Search Console',
        'Reporting results to a client or manager',
        'Freelancing: finding clients, pricing and invoicing',
        'Your portfolio, CV and interview preparation',
      ],
    },
  ],
  benefits: [
    'A portfolio of live campaigns and a website you built yourself',
    'Preparation for Google’s free Ads and Analytics certifications',
    'Hands-on practice with the tools agencies use every day',
    'Placement support: CV review, mock interviews and introductions to hiring partners',
    'Freelancing guidance: finding clients, pricing in rupees and invoicing',
    'Certificate of completion',
  ],
  mentorBio:
    'Vikram spent twelve years running performance campaigns for e-commerce, ed-tech and real-estate brands at a Gurugram agency, managing monthly ad budgets of more than ₹50 lakh, before he turned to teaching. He shows students his own dashboards, both what worked and what wasted money, and reviews every student’s campaign himself.',
} satisfies CourseDetails;
