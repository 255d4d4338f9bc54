import { site } from '../../config/site';
import type { CourseDetails } from '../types';

/**
 * The pages of the three /courses/{courseId} courses, by course id. Overviews may
 * hold several paragraphs, separated by a blank line.
 */
export const catalogueDetails = {
  'stock-market': {
    overview: [
      'Sixty days from your first demat account to a written plan of your own. You will learn how the Indian market is organised, what happens between tapping Buy in a discount broker’s app and the shares reaching your demat account, and how to read a price chart, a balance sheet and a quarterly result for yourself, instead of following tips from Telegram and WhatsApp groups.',
      'Every idea is practised first on paper trades and a virtual portfolio, so you understand position sizing, stop-losses and the true cost of brokerage, STT, GST and stamp duty before any money is at stake. Futures and options are taught with an honest look at why most retail F&O traders lose money.',
      `This course is for education only. ${site.name} is not a SEBI registered investment advisor or research analyst: we do not give buy or sell recommendations, tips or portfolio advice, and nothing in this course promises returns. Investments in the securities market are subject to market risks.`,
    ].join('\n\n'),
    syllabus: [
      {
        title: 'How the Indian stock market works',
        topics: [
          'Primary and secondary markets: IPOs, NSE and BSE',
          'The roles of SEBI, the depositories (NSDL and CDSL) and clearing corporations',
          'Demat and trading accounts: choosing and opening one with a broker',
          'Order types, trading hours, the pre-open session and T+1 settlement',
          'Nifty 50, Sensex and the sectoral indices',
        ],
      },
      {
        title: 'Fundamental analysis',
        topics: [
          'Reading an annual report: profit and loss, balance sheet and cash flow',
          'Ratios that matter: P/E, P/B, ROE, ROCE and debt-to-equity',
          'Quarterly results, promoter holding and pledged shares',
          'Screening companies with free online tools',
          'Keeping a watchlist with a written reason for every stock on it',
        ],
      },
      {
        title: 'Technical analysis',
        topics: [
          'Candlestick, line and bar charts',
          'Support, resistance and trendlines',
          'Moving averages, RSI, MACD and volume',
          'Common chart patterns and how often they fail',
          'Intraday, swing and positional timeframes',
        ],
      },
      {
        title: 'Futures and options, explained honestly',
        topics: [
          'Lot sizes, expiry days and margins',
          'Option premiums, strike prices and the Greeks in plain words',
          'What SEBI’s studies of retail F&O traders found about losses',
          'Using options to protect a portfolio rather than to gamble',
        ],
      },
      {
        title: 'Risk management and trading psychology',
        topics: [
          'Position sizing and risking no more than you can afford to lose',
          'Stop-losses and risk–reward',
          'The full cost of a trade: brokerage, STT, exchange charges, GST and stamp duty',
          'Keeping a trade journal and reviewing it every week',
          'Spotting tips, pump-and-dump groups and “guaranteed return” schemes',
        ],
      },
      {
        title: 'Long-term investing, taxes and your own plan',
        topics: [
          'Mutual funds, index funds, ETFs and SIPs',
          'Short-term and long-term capital gains, and how intraday and F&O income is taxed',
          'Asset allocation for goals such as a house, education or retirement',
          'Writing your own trading and investing plan and testing it on a virtual portfolio',
        ],
      },
    ],
    benefits: [
      'Understand exactly how an order travels from a broker’s app to the exchange and into your demat account',
      'Read company results and ratios yourself instead of relying on tips',
      'Practise every strategy on a virtual portfolio before risking real money',
      'Leave with a written plan that sets your own risk limits',
      'Recordings of every live session to revise at your own pace',
      'Certificate of completion after the final assessment',
    ],
    mentorBio:
      'Rajesh has traded and invested in Indian equities for more than fifteen years and has spent eight of them teaching beginners, first in Mumbai and now online. A commerce graduate who began his career in the back office of a stockbroking firm, he explains settlement, margins and charges from the inside, and insists that every student keeps a trade journal. He does not give stock tips, in class or outside it.',
  },

  'spoken-english': {
    overview: [
      'A speaking course for people who understand English but hesitate to speak it. Every day you spend two hours in a small live batch, and you speak far more than you listen: role-plays, pair work, group discussions and short talks, with the trainer correcting pronunciation and grammar as you go.',
      'Lessons are built around situations you actually face: introducing yourself in an interview, talking to customers, joining an office meeting or answering a phone call in English. Difficult points are explained in Hindi when that helps. By day 30 you give a five-minute talk and sit a recorded mock interview.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Foundations and confidence',
        topics: [
          'Introducing yourself and others',
          'The tenses you actually use in conversation',
          'Asking questions correctly',
          'Speaking drills in pairs to get past hesitation',
        ],
      },
      {
        title: 'Grammar in conversation',
        topics: [
          'Articles and prepositions without the rule-book',
          'Common errors of Hindi speakers, such as “discuss about” and “I am having a doubt”',
          'Polite requests with could, would and may',
          'Longer sentences with connectors',
        ],
      },
      {
        title: 'Pronunciation and fluency',
        topics: [
          'Sounds that are often mixed up: v and w, s and sh, short and long vowels',
          'Word stress and sentence rhythm',
          'Speaking at a comfortable, clear pace',
          'Daily shadowing practice with audio',
        ],
      },
      {
        title: 'English at work',
        topics: [
          'Telephone and video-call English',
          'Phrases for meetings and for reading e-mails aloud',
          'Talking to customers and handling complaints',
          'Small talk with colleagues and seniors',
        ],
      },
      {
        title: 'Interviews and public speaking',
        topics: [
          '“Tell me about yourself” and other common HR questions',
          'Group discussion techniques',
          'Preparing and delivering a five-minute talk',
          'A recorded mock interview with written feedback',
        ],
      },
    ],
    benefits: [
      'You speak for at least an hour in every two-hour session',
      'Small batches, so the trainer corrects you personally every day',
      'A list of 1,000 everyday and workplace words with example sentences',
      'A recorded mock interview with written feedback you can act on',
      'Confidence for interviews, customer calls and office meetings',
      'Certificate of completion',
    ],
    mentorBio:
      'Ananya holds an MA in English from the University of Delhi and a CELTA teaching certificate. In eleven years she has trained more than 4,000 learners, from college students preparing for campus placements to call-centre teams and shopkeepers who deal with tourists, and she is known for getting shy speakers talking from the very first class.',
  },

  'digital-marketing': {
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
  },
} satisfies Record<string, CourseDetails>;
