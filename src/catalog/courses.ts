import { paths } from '../config/paths';
import { site } from '../config/site';
import type { Course } from './types';

/**
 * The courses the company teaches (spec section 3, "Course catalogue", and the
 * fixed course pages of section 2). Overviews may hold several paragraphs,
 * separated by a blank line.
 */

/** The `courseId`s that /courses/{courseId} knows; any other id is 'Course not found'. */
export type CatalogueCourseId = 'stock-market' | 'spoken-english' | 'digital-marketing';

/** The course pages with a route of their own, keyed like their entry in `paths`. */
export type FixedCourseKey =
  | 'webDevelopment'
  | 'graphicDesign'
  | 'computerBasics'
  | 'spokenEnglishCourses'
  | 'personalityDevelopment'
  | 'socialMediaMarketing';

// Accent colours sit behind white text in the course header, so each one is dark
// enough for WCAG AA (4.5:1); courses.test.ts measures them.

const stockMarket: Course = {
  id: 'stock-market',
  href: paths.course.href('stock-market'),
  title: 'Stock Market Trading & Investing',
  summary:
    'Learn how NSE and BSE work, read charts and company results, and manage risk on a virtual portfolio before you put real money in the market.',
  durationDays: 60,
  schedule: 'Monday to Friday, 90-minute live evening sessions, plus a Saturday doubt-clearing class',
  colour: '#0f5132',
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
  mentor: 'Rajesh Iyer',
  mentorBio:
    'Rajesh has traded and invested in Indian equities for more than fifteen years and has spent eight of them teaching beginners, first in Mumbai and now online. A commerce graduate who began his career in the back office of a stockbroking firm, he explains settlement, margins and charges from the inside, and insists that every student keeps a trade journal. He does not give stock tips, in class or outside it.',
};

const spokenEnglish: Course = {
  id: 'spoken-english',
  href: paths.course.href('spoken-english'),
  title: 'Spoken English',
  summary:
    'Thirty days of daily two-hour live practice to speak English clearly and confidently at work, in interviews and in everyday life.',
  durationDays: 30,
  schedule: 'Daily 2-hour sessions',
  colour: '#9a3412',
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
  mentor: 'Ananya Mukherjee',
  mentorBio:
    'Ananya holds an MA in English from the University of Delhi and a CELTA teaching certificate. In eleven years she has trained more than 4,000 learners, from college students preparing for campus placements to call-centre teams and shopkeepers who deal with tourists, and she is known for getting shy speakers talking from the very first class.',
  fee: { price: 7999, discountedPrice: 4999 },
};

const digitalMarketing: Course = {
  id: 'digital-marketing',
  href: paths.course.href('digital-marketing'),
  title: 'Digital Marketing',
  summary:
    'Forty-five days of hands-on SEO, social media, Google and Meta ads, and analytics, ending with a portfolio of live campaigns.',
  durationDays: 45,
  schedule: 'Monday to Saturday, 2-hour live sessions, morning or evening batch',
  colour: '#6b21a8',
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
  mentor: 'Vikram Malhotra',
  mentorBio:
    'Vikram spent twelve years running performance campaigns for e-commerce, ed-tech and real-estate brands at a Gurugram agency, managing monthly ad budgets of more than ₹50 lakh, before he turned to teaching. He shows students his own dashboards, both what worked and what wasted money, and reviews every student’s campaign himself.',
  fee: { price: 19999, discountedPrice: 14999 },
};

export const catalogueCourses: Record<CatalogueCourseId, Course> = {
  'stock-market': stockMarket,
  'spoken-english': spokenEnglish,
  'digital-marketing': digitalMarketing,
};

export const fixedCourses: Record<FixedCourseKey, Course> = {
  webDevelopment: {
    id: 'web-development',
    href: paths.webDevelopment.href(),
    title: 'Full-Stack Web Development',
    summary:
      'Go from your first HTML page to deployed React and Node.js applications in ninety days of live classes and weekly projects.',
    durationDays: 90,
    schedule: 'Monday to Friday, 2-hour live sessions, plus a Saturday project lab',
    colour: '#1e40af',
    overview: [
      'A job-focused programme for graduates, career changers and working professionals who want to build websites and web applications. You learn the same stack that Indian start-ups and service companies hire for: HTML, CSS, JavaScript, React, Node.js and databases, together with Git and deployment.',
      'Every week ends with something you have built, and the course ends with a full-stack capstone project that lives on the internet and on your GitHub profile, ready to show in interviews.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'HTML, CSS and responsive design',
        topics: [
          'Semantic HTML and accessibility basics',
          'CSS layout with Flexbox and Grid',
          'Mobile-first, responsive pages',
          'Project: a portfolio website',
        ],
      },
      {
        title: 'JavaScript fundamentals',
        topics: [
          'Variables, functions, arrays and objects',
          'The DOM and events',
          'Fetching data from APIs with async and await',
          'Project: an expense tracker in rupees',
        ],
      },
      {
        title: 'Git, GitHub and developer tools',
        topics: [
          'Version control with Git',
          'Branches, pull requests and code review on GitHub',
          'Debugging with browser developer tools',
          'npm packages and build tools',
        ],
      },
      {
        title: 'React',
        topics: [
          'Components, props and state',
          'Hooks and forms',
          'Routing in a single-page application',
          'Project: a course catalogue application',
        ],
      },
      {
        title: 'Node.js, Express and databases',
        topics: [
          'REST APIs with Node.js and Express',
          'MongoDB and SQL databases',
          'Sign-in and protecting routes',
          'Project: the back end of your catalogue application',
        ],
      },
      {
        title: 'Deployment and getting hired',
        topics: [
          'Deploying front end and back end to the cloud',
          'Capstone: a full-stack application of your choice',
          'Data structures and problem-solving practice for interviews',
          'Resume, LinkedIn profile and mock technical interviews',
        ],
      },
    ],
    benefits: [
      'Six projects and a capstone on your GitHub profile',
      'The stack Indian start-ups and IT service companies hire for',
      'Code reviews from a working software engineer',
      'Mock technical interviews and resume reviews',
      'Placement support with introductions to hiring partners',
      'Certificate of completion',
    ],
    mentor: 'Arjun Menon',
    mentorBio:
      'Arjun is a software engineer with ten years of experience at product companies in Bengaluru, where he built payment and booking systems used by millions of people. He has interviewed hundreds of developers and teaches what he looked for in them: clean code, clear thinking and projects that actually work.',
    fee: { price: 29999, discountedPrice: 19999 },
  },

  graphicDesign: {
    id: 'graphic-design',
    href: paths.graphicDesign.href(),
    title: 'Graphic Design',
    summary:
      'Learn Photoshop, Illustrator, CorelDRAW and Canva, and design logos, social posts and print work that clients pay for.',
    durationDays: 60,
    schedule: 'Monday to Saturday, 90-minute live sessions with daily design exercises',
    colour: '#9d174d',
    overview: [
      'A practical design course for students, print and sign-shop staff, small business owners and anyone who wants to earn from design. You learn the principles behind good design and the tools that Indian studios and print shops use, from Photoshop and Illustrator to CorelDRAW and Canva.',
      'Every module ends with a real brief: a logo for a local business, a festival offer poster, a wedding card, a set of Instagram posts. By the end you have a portfolio of twelve pieces and know how to quote for freelance work.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Design principles',
        topics: [
          'Layout, balance and white space',
          'Colour theory',
          'Typography, including Hindi fonts',
          'Reading a client brief',
        ],
      },
      {
        title: 'Adobe Photoshop',
        topics: [
          'Layers, masks and selections',
          'Photo retouching and background removal',
          'Posters, banners and thumbnails',
          'Exporting for web and print',
        ],
      },
      {
        title: 'Adobe Illustrator and CorelDRAW',
        topics: [
          'Vector drawing with the pen tool',
          'Logos and icons',
          'Visiting cards, letterheads and brochures',
          'Preparing print-ready files for flex and offset printing',
        ],
      },
      {
        title: 'Social media and Canva',
        topics: [
          'Instagram posts, carousels and story templates',
          'Brand kits in Canva for quick, consistent work',
          'Simple motion graphics for reels',
          'Designing festival and sale campaigns',
        ],
      },
      {
        title: 'Portfolio and freelancing',
        topics: [
          'Building a portfolio on Behance',
          'Finding clients and pricing your work',
          'Presenting designs and handling revisions',
          'Final project: a complete brand identity',
        ],
      },
    ],
    benefits: [
      'A portfolio of twelve finished designs',
      'Skills in the four tools most asked for in Indian job listings',
      'Print-ready file preparation that local printers accept first time',
      'Guidance on freelancing and pricing your work',
      'Personal feedback on every assignment',
      'Certificate of completion',
    ],
    mentor: 'Sneha Kulkarni',
    mentorBio:
      'Sneha is a graphic designer from Pune with nine years of agency and freelance experience, designing brand identities, packaging and campaigns for restaurants, jewellers and start-ups across Maharashtra. She teaches design the way she works: start from the client’s problem, sketch first, then open the software.',
    fee: { price: 15999, discountedPrice: 9999 },
  },

  computerBasics: {
    id: 'computer-basics',
    href: paths.computerBasics.href(),
    title: 'Computer Basics',
    summary:
      'Use a computer and the internet with confidence: Windows, typing, MS Office, e-mail, online forms and safe digital payments.',
    durationDays: 30,
    schedule: 'Monday to Saturday, 1-hour sessions, in morning, afternoon and evening batches',
    colour: '#115e59',
    overview: [
      'A patient, step-by-step course for complete beginners: students, homemakers, job seekers and senior citizens. You start with switching on a computer and using a mouse, and finish able to type letters, keep accounts in Excel, send e-mails and complete online forms on your own.',
      'We also cover the online services people use every day in India, such as DigiLocker, booking train tickets, paying bills by UPI and applying for jobs online, and how to stay safe from fraud while you do.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Getting started with the computer',
        topics: [
          'Parts of a computer, the mouse and the keyboard',
          'Windows: the desktop, files and folders',
          'Installing and removing programs safely',
          'Typing practice in English and Hindi',
        ],
      },
      {
        title: 'MS Word and documents',
        topics: [
          'Writing, formatting and printing letters',
          'Making a resume',
          'Tables, images and page layout',
          'Saving documents as PDF',
        ],
      },
      {
        title: 'MS Excel and PowerPoint',
        topics: [
          'Rows, columns and simple formulas',
          'A household budget and a shop stock register',
          'Charts from your data',
          'A short presentation in PowerPoint',
        ],
      },
      {
        title: 'Internet and e-mail',
        topics: [
          'Browsing and searching effectively',
          'Creating and using an e-mail account, with attachments',
          'Google Drive and sharing files',
          'Video calls on Google Meet and Zoom',
        ],
      },
      {
        title: 'Online services and staying safe',
        topics: [
          'DigiLocker, online applications and form filling',
          'Booking tickets and paying bills by UPI',
          'Strong passwords and OTP safety',
          'Recognising phishing, fake job offers and other frauds',
        ],
      },
    ],
    benefits: [
      'No prior knowledge needed: we start from switching on the computer',
      'Enough typing and Office skills for most office and data-entry jobs',
      'Confidence to use government and banking services online',
      'Practical protection against online fraud',
      'Small batches and help in Hindi or English',
      'Certificate of completion',
    ],
    mentor: 'Meena Rawat',
    mentorBio:
      'Meena has taught computer literacy for twelve years, in community centres in Dehradun and now online, and has helped more than 3,000 first-time users, many of them over fifty, get comfortable with computers. She is known for explaining everything twice, slowly, without ever making anyone feel silly for asking.',
    fee: { price: 4999, discountedPrice: 2999 },
  },

  spokenEnglishCourses: {
    id: 'spoken-english-courses',
    href: paths.spokenEnglishCourses.href(),
    title: 'English Communication Programme',
    summary:
      'A three-level programme, from beginner to professional, covering speaking, writing, presentations and interviews.',
    durationDays: 90,
    schedule: 'Monday to Saturday, 90-minute live sessions; weekend batches available',
    colour: '#92400e',
    overview: [
      'Where our 30-day Spoken English course focuses on speaking confidence, this ninety-day programme takes you through three levels (foundation, fluency and professional) and covers every part of English communication at work: speaking, listening, e-mails and reports, presentations, group discussions and interviews.',
      'You are placed in the right level after a free assessment and move up when you are ready. It suits graduates preparing for campus and off-campus placements, BPO and customer-service roles, and professionals who want to communicate with clients and senior management.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Level 1: Foundation',
        topics: [
          'Everyday conversations and self-introduction',
          'Core grammar through speaking practice',
          'Building your working vocabulary',
          'Listening to simple English audio and video',
        ],
      },
      {
        title: 'Level 2: Fluency',
        topics: [
          'Thinking in English instead of translating',
          'Storytelling and describing experiences',
          'Debates and opinion discussions',
          'Idioms and natural expressions',
        ],
      },
      {
        title: 'Level 3: Professional communication',
        topics: [
          'Meetings, negotiations and client calls',
          'Presentations with slides',
          'Handling difficult conversations politely',
          'Cross-cultural communication with international clients',
        ],
      },
      {
        title: 'Written English',
        topics: [
          'Professional e-mails and replies',
          'Reports, minutes and summaries',
          'Chat etiquette on Slack, Teams and WhatsApp',
          'Common written errors and how to avoid them',
        ],
      },
      {
        title: 'Voice, accent and clarity',
        topics: [
          'Neutral, clear pronunciation',
          'Intonation and pace on calls',
          'Voice modulation for presentations',
          'Recorded practice with trainer feedback',
        ],
      },
      {
        title: 'Interviews and group discussions',
        topics: [
          'HR and technical interview answers',
          'Group discussion strategy and practice',
          'Video interviews and online assessments',
          'Two recorded mock interviews with feedback',
        ],
      },
    ],
    benefits: [
      'A free placement assessment puts you in the right level',
      'Covers speaking, writing, presentations and interviews in one programme',
      'Two recorded mock interviews with written feedback',
      'Voice and accent training for BPO and client-facing roles',
      'Study material and practice recordings to keep',
      'Certificate for each level you complete',
    ],
    mentor: 'Farah Siddiqui',
    mentorBio:
      'Farah is a Cambridge-certified English trainer who spent seven years as a voice and accent trainer for international call centres in Hyderabad and Noida before she began coaching graduates for placements. Her students have joined IT services firms, banks and airlines, and she still runs every mock interview herself.',
    fee: { price: 14999, discountedPrice: 9999 },
  },

  personalityDevelopment: {
    id: 'personality-development-program',
    href: paths.personalityDevelopment.href(),
    title: 'Personality Development Program',
    summary:
      'Build confidence, body language, etiquette and communication skills that make a strong first impression in interviews and at work.',
    durationDays: 30,
    schedule: 'Monday, Wednesday and Friday, 2-hour interactive workshops',
    colour: '#3730a3',
    overview: [
      'Skills and degrees get you shortlisted; confidence and the way you carry yourself often decide the rest. This workshop-based programme helps students, freshers and professionals understand their strengths, present themselves well and speak up with confidence.',
      'Sessions are active rather than lectures: mock interviews, group activities, presentations and role-plays, with video feedback so you can see your own progress across the month.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Knowing yourself',
        topics: [
          'Strengths and areas to work on',
          'Setting personal and career goals',
          'Building a positive, realistic self-image',
          'Overcoming stage fear and self-doubt',
        ],
      },
      {
        title: 'Body language and grooming',
        topics: [
          'Posture, eye contact and handshake',
          'Dressing for interviews and the workplace',
          'Personal grooming on any budget',
          'Reading other people’s body language',
        ],
      },
      {
        title: 'Communication and public speaking',
        topics: [
          'Speaking clearly and listening actively',
          'Structuring a short speech',
          'Speaking in front of a group',
          'Giving and receiving feedback',
        ],
      },
      {
        title: 'Etiquette and professional presence',
        topics: [
          'Office, telephone and e-mail etiquette',
          'Meeting and dining etiquette',
          'Your professional image on LinkedIn and social media',
          'Working with people from different backgrounds',
        ],
      },
      {
        title: 'Managing yourself',
        topics: [
          'Time management and prioritising',
          'Handling stress and pressure',
          'Decision-making and problem-solving',
          'Teamwork and leadership basics',
        ],
      },
      {
        title: 'Interview and group discussion readiness',
        topics: [
          'Answering common interview questions with confidence',
          'Group discussion practice',
          'Mock interviews with video feedback',
          'Your personal development plan',
        ],
      },
    ],
    benefits: [
      'Noticeably more confidence when speaking in front of others',
      'Interview and group discussion practice with video feedback',
      'Workplace etiquette that makes a good impression from day one',
      'Practical techniques for time and stress management',
      'A personal development plan to keep improving after the course',
      'Certificate of completion',
    ],
    mentor: 'Kavita Reddy',
    mentorBio:
      'Kavita is a certified soft-skills trainer and former HR manager who has spent fourteen years hiring and training people at IT and retail companies in Hyderabad. She has sat on thousands of interview panels and now teaches candidates what the panel notices in the first two minutes.',
    fee: { price: 7999, discountedPrice: 4999 },
  },

  socialMediaMarketing: {
    id: 'social-media-marketing',
    href: paths.socialMediaMarketing.href(),
    title: 'Social Media Marketing',
    summary:
      'Plan, create and grow Instagram, Facebook, YouTube and LinkedIn pages, and run paid campaigns for brands and local businesses.',
    durationDays: 40,
    schedule: 'Monday to Friday, 90-minute live sessions, plus a Saturday content lab',
    colour: '#be123c',
    overview: [
      'Almost every Indian business, from a neighbourhood bakery to a national brand, wants a social media presence that brings in customers, and few know how to build one. This training programme teaches you to plan content, create reels and posts on your phone, grow an audience and run paid campaigns that produce enquiries.',
      'You manage a real page throughout the course, either your own, a family business or one of our partner small businesses, and finish with results you can show to an employer or your first freelance clients.',
    ].join('\n\n'),
    syllabus: [
      {
        title: 'Strategy and audience',
        topics: [
          'Setting goals a business actually cares about',
          'Understanding your audience and competitors',
          'Choosing the right platforms',
          'Brand voice and content pillars',
        ],
      },
      {
        title: 'Content creation',
        topics: [
          'Designing posts and carousels in Canva',
          'Shooting and editing reels on a smartphone',
          'Writing captions and using hashtags',
          'Planning a monthly content calendar',
        ],
      },
      {
        title: 'Platform by platform',
        topics: [
          'Instagram: reels, stories and collaborations',
          'Facebook pages and groups',
          'YouTube and YouTube Shorts',
          'LinkedIn for professionals and B2B brands',
        ],
      },
      {
        title: 'Paid campaigns and influencers',
        topics: [
          'Meta Ads Manager: audiences, budgets and creatives',
          'Lead generation and WhatsApp click-to-chat ads',
          'Working with micro-influencers',
          'Measuring cost per lead and return on ad spend',
        ],
      },
      {
        title: 'Analytics, clients and freelancing',
        topics: [
          'Reading insights and preparing a monthly report',
          'Handling comments, reviews and complaints',
          'Pitching to and pricing for local businesses',
          'Building your portfolio',
        ],
      },
    ],
    benefits: [
      'Hands-on management of a real page for the whole course',
      'Reels, posts and a content calendar for your portfolio',
      'Paid campaign experience with Meta Ads Manager',
      'A ready-to-use pitch and pricing guide for freelance clients',
      'Placement and freelancing support after the course',
      'Certificate of completion',
    ],
    mentor: 'Rohan Das',
    mentorBio:
      'Rohan is a Kolkata-based social media strategist who has grown pages for restaurants, fashion labels and coaching institutes, several of them past a lakh followers. He has run his own small agency for six years and teaches the processes his team uses every day.',
    fee: { price: 11999, discountedPrice: 7999 },
  },
};

/** Every course, the catalogue first: the order of the /courses page. */
export const allCourses: Course[] = [...Object.values(catalogueCourses), ...Object.values(fixedCourses)];

/** The catalogue course of a /courses/{courseId} URL; never an inherited property such as 'constructor'. */
export function findCatalogueCourse(id: string | undefined): Course | undefined {
  if (id === undefined || !Object.hasOwn(catalogueCourses, id)) return undefined;
  return catalogueCourses[id as CatalogueCourseId];
}
