import { MAX_ENTRIES_PER_DAY, RUPEES_PER_ENTRY } from '../../config/constants';
import { durationLabel } from '../../lib/durations';
import { formatRupees } from '../../lib/money';

/*
 * What the cards and lists say about each course, keyed by course id; the facts (fees, durations,
 * mentors, colours) are in ../courses.ts and ../workFromHome.ts.
 */
export const texts = {
  /** The heading of a course page for an id the catalogue does not have, as the specification words it. */
  notFound: 'Course not found',
  /** A course's card (components/CourseCard.tsx). */
  card: {
    duration: (days: number) => durationLabel(days),
    feesOnRequest: 'Fees on request',
    viewCourse: 'View course',
  },
  /** A price with its discount (components/Price.tsx), wherever one is shown. */
  price: {
    originalPrice: 'Original price ',
    percentOff: (percent: number) => `${percent}% off`,
  },
  courses: {
    'stock-market': {
      title: 'Stock Market Trading & Investing',
      summary:
        'Learn how NSE and BSE work, read charts and company results, and manage risk on a virtual portfolio before you put real money in the market.',
      schedule: 'Monday to Friday, 90-minute live evening sessions, plus a Saturday doubt-clearing class',
    },
    'spoken-english': {
      title: 'Spoken English',
      summary:
        'Thirty days of daily two-hour live practice to speak English clearly and confidently at work, in interviews and in everyday life.',
      schedule: 'Daily 2-hour sessions',
    },
    'digital-marketing': {
      title: 'Digital Marketing',
      summary:
        'Forty-five days of hands-on SEO, social media, Google and Meta ads, and analytics, ending with a portfolio of live campaigns.',
      schedule: 'Monday to Saturday, 2-hour live sessions, morning or evening batch',
    },
    'web-development': {
      title: 'Full-Stack Web Development',
      summary:
        'Go from your first HTML page to deployed React and Node.js applications in ninety days of live classes and weekly projects.',
      schedule: 'Monday to Friday, 2-hour live sessions, plus a Saturday project lab',
    },
    'graphic-design': {
      title: 'Graphic Design',
      summary:
        'Learn Photoshop, Illustrator, CorelDRAW and Canva, and design logos, social posts and print work that clients pay for.',
      schedule: 'Monday to Saturday, 90-minute live sessions with daily design exercises',
    },
    'computer-basics': {
      title: 'Computer Basics',
      summary:
        'Use a computer and the internet with confidence: Windows, typing, MS Office, e-mail, online forms and safe digital payments.',
      schedule: 'Monday to Saturday, 1-hour sessions, in morning, afternoon and evening batches',
    },
    'spoken-english-courses': {
      title: 'English Communication Programme',
      summary:
        'A three-level programme, from beginner to professional, covering speaking, writing, presentations and interviews.',
      schedule: 'Monday to Saturday, 90-minute live sessions; weekend batches available',
    },
    'personality-development-program': {
      title: 'Personality Development Program',
      summary:
        'Build confidence, body language, etiquette and communication skills that make a strong first impression in interviews and at work.',
      schedule: 'Monday, Wednesday and Friday, 2-hour interactive workshops',
    },
    'social-media-marketing': {
      title: 'Social Media Marketing',
      summary:
        'Plan, create and grow Instagram, Facebook, YouTube and LinkedIn pages, and run paid campaigns for brands and local businesses.',
      schedule: 'Monday to Friday, 90-minute live sessions, plus a Saturday content lab',
    },
  },
  /** The work-from-home course of /course-details; its modules in the order of ../workFromHome.ts. */
  workFromHome: {
    title: 'Work From Home Data Entry Professional',
    summary: `Learn accurate, fast data entry and start earning from home: ${formatRupees(RUPEES_PER_ENTRY)} for every correct entry, up to ${MAX_ENTRIES_PER_DAY} entries a day.`,
  },
};

export type CourseTexts = typeof texts;
