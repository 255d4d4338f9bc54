import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { formatRupees } from '../../lib/money';

/**
 * What the cards and a course's own page say of each course besides its name, in English: its
 * summary and schedule. Apart from the names (./texts.*), so a page that only names the courses
 * (the FAQ, the contact form) does not download them.
 */
export const texts = {
  courses: {
    'stock-market': {
      summary:
        'Learn how NSE and BSE work, read charts and company results, and manage risk on a virtual portfolio before you put real money in the market.',
      schedule: 'Monday to Friday, 90-minute live evening sessions, plus a Saturday doubt-clearing class',
    },
    'spoken-english': {
      summary:
        'Thirty days of daily two-hour live practice to speak English clearly and confidently at work, in interviews and in everyday life.',
      schedule: 'Daily 2-hour sessions',
    },
    'digital-marketing': {
      summary:
        'Forty-five days of hands-on SEO, social media, Google and Meta ads, and analytics, ending with a portfolio of live campaigns.',
      schedule: 'Monday to Saturday, 2-hour live sessions, morning or evening batch',
    },
    'web-development': {
      summary:
        'Go from your first HTML page to deployed React and Node.js applications in ninety days of live classes and weekly projects.',
      schedule: 'Monday to Friday, 2-hour live sessions, plus a Saturday project lab',
    },
    'graphic-design': {
      summary:
        'Learn Photoshop, Illustrator, CorelDRAW and Canva, and design logos, social posts and print work that clients pay for.',
      schedule: 'Monday to Saturday, 90-minute live sessions with daily design exercises',
    },
    'computer-basics': {
      summary:
        'Use a computer and the internet with confidence: Windows, typing, MS Office, e-mail, online forms and safe digital payments.',
      schedule: 'Monday to Saturday, 1-hour sessions, in morning, afternoon and evening batches',
    },
    'spoken-english-courses': {
      summary:
        'A three-level programme, from beginner to professional, covering speaking, writing, presentations and interviews.',
      schedule: 'Monday to Saturday, 90-minute live sessions; weekend batches available',
    },
    'personality-development-program': {
      summary:
        'Build confidence, body language, etiquette and communication skills that make a strong first impression in interviews and at work.',
      schedule: 'Monday, Wednesday and Friday, 2-hour interactive workshops',
    },
    'social-media-marketing': {
      summary:
        'Plan, create and grow Instagram, Facebook, YouTube and LinkedIn pages, and run paid campaigns for brands and local businesses.',
      schedule: 'Monday to Friday, 90-minute live sessions, plus a Saturday content lab',
    },
  },
  workFromHome: {
    summary: `Learn accurate, fast data entry and start earning from home: ${formatRupees(RUPEES_PER_ENTRY)} for every correct entry, up to ${MAX_ENTRIES_PER_DAY} entries a day.`,
  },
};

export type CourseSummaryTexts = typeof texts;
