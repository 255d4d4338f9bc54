/** The built-in articles' titles and summaries, and the names of their tags, in English. */
export const texts = {
  posts: {
    'spot-fake-work-from-home-jobs': {
      title: 'How to Spot a Fake Work-From-Home Job Offer',
      summary:
        'Seven warning signs of a work-from-home scam, the questions to ask before you pay anyone, and where to report fraud in India.',
    },
    'pay-safely-by-upi-and-find-your-utr': {
      title: 'Paying Safely by UPI, and How to Find Your UTR Number',
      summary:
        'A step-by-step guide to paying by UPI QR code, checking the payee before you send, and finding the 12-digit UTR number in GPay, PhonePe and Paytm.',
    },
    'digital-marketing-careers-in-india': {
      title: 'Digital Marketing Careers in India: Roles, Skills and Pay',
      summary:
        'What digital marketers actually do, the entry-level roles that hire freshers, the skills to build first, and how to show your work without experience.',
    },
    'improve-spoken-english-in-30-days': {
      title: 'Improve Your Spoken English in 30 Days: A Daily Plan',
      summary:
        'A practical 30-day routine for speaking English with more confidence: 30 to 45 minutes a day of listening, speaking aloud and correcting common mistakes.',
    },
    'stock-market-basics-for-beginners': {
      title: 'Stock Market Basics for Beginners in India',
      summary:
        'What shares, the NSE and BSE, SEBI and a demat account are, how an order works, and the beginner mistakes that cost the most. Education, not investment advice.',
    },
  },
  tags: {
    'Work from home': 'Work from home',
    Safety: 'Safety',
    'Data entry': 'Data entry',
    UPI: 'UPI',
    Payments: 'Payments',
    eBooks: 'eBooks',
    'Digital marketing': 'Digital marketing',
    Careers: 'Careers',
    'Spoken English': 'Spoken English',
    'Self-study': 'Self-study',
    'Stock market': 'Stock market',
    Beginners: 'Beginners',
    Education: 'Education',
  },
};

export type BlogCatalogueTexts = typeof texts;
/** The id of a built-in article. */
export type BlogPostId = keyof BlogCatalogueTexts['posts'];
/** A tag, by its English name. */
export type BlogTag = keyof BlogCatalogueTexts['tags'];
