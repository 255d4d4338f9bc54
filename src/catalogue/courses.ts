import { paths } from '../config/paths';
import type { CourseSummary } from './types';

/**
 * The courses the company teaches (docs/product.md#entities, and the fixed course
 * pages of docs/product.md#routes): what the cards and lists show. Each course's
 * syllabus and the rest of its page live in catalogueCourseDetails.ts and
 * fixedCourseDetails.ts, so pages that only list courses stay light.
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

const stockMarket: CourseSummary = {
  id: 'stock-market',
  href: paths.course.href('stock-market'),
  title: 'Stock Market Trading & Investing',
  summary:
    'Learn how NSE and BSE work, read charts and company results, and manage risk on a virtual portfolio before you put real money in the market.',
  durationDays: 60,
  schedule: 'Monday to Friday, 90-minute live evening sessions, plus a Saturday doubt-clearing class',
  colour: '#0f5132',
  mentor: 'Rajesh Iyer',
};

const spokenEnglish: CourseSummary = {
  id: 'spoken-english',
  href: paths.course.href('spoken-english'),
  title: 'Spoken English',
  summary:
    'Thirty days of daily two-hour live practice to speak English clearly and confidently at work, in interviews and in everyday life.',
  durationDays: 30,
  schedule: 'Daily 2-hour sessions',
  colour: '#9a3412',
  mentor: 'Ananya Mukherjee',
  fee: { price: 7999, discountedPrice: 4999 },
};

const digitalMarketing: CourseSummary = {
  id: 'digital-marketing',
  href: paths.course.href('digital-marketing'),
  title: 'Digital Marketing',
  summary:
    'Forty-five days of hands-on SEO, social media, Google and Meta ads, and analytics, ending with a portfolio of live campaigns.',
  durationDays: 45,
  schedule: 'Monday to Saturday, 2-hour live sessions, morning or evening batch',
  colour: '#6b21a8',
  mentor: 'Vikram Malhotra',
  fee: { price: 19999, discountedPrice: 14999 },
};

export const catalogueCourses: Record<CatalogueCourseId, CourseSummary> = {
  'stock-market': stockMarket,
  'spoken-english': spokenEnglish,
  'digital-marketing': digitalMarketing,
};

export const fixedCourses: Record<FixedCourseKey, CourseSummary> = {
  webDevelopment: {
    id: 'web-development',
    href: paths.webDevelopment.href(),
    title: 'Full-Stack Web Development',
    summary:
      'Go from your first HTML page to deployed React and Node.js applications in ninety days of live classes and weekly projects.',
    durationDays: 90,
    schedule: 'Monday to Friday, 2-hour live sessions, plus a Saturday project lab',
    colour: '#1e40af',
    mentor: 'Arjun Menon',
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
    mentor: 'Sneha Kulkarni',
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
    mentor: 'Meena Rawat',
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
    mentor: 'Farah Siddiqui',
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
    mentor: 'Kavita Reddy',
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
    mentor: 'Rohan Das',
    fee: { price: 11999, discountedPrice: 7999 },
  },
};

/** Every course, the catalogue first: the order of the /courses page. */
export const allCourses: CourseSummary[] = [
  ...Object.values(catalogueCourses),
  ...Object.values(fixedCourses),
];

/** The catalogue course of a /courses/{courseId} URL; never an inherited property such as 'constructor'. */
/** The heading of a course page for an id the catalogue does not have, as the specification words it. */
export const COURSE_NOT_FOUND = 'Course not found';

export function findCatalogueCourse(id: string | undefined): CourseSummary | undefined {
  if (id === undefined || !Object.hasOwn(catalogueCourses, id)) return undefined;
  return catalogueCourses[id as CatalogueCourseId];
}
