import { durationLabel } from '../../lib/durations';

/*
 * The courses' names, and what the cards and prices say, keyed by course id; the summaries and
 * schedules are in ./summaries.texts.*, the facts (fees, durations, mentors, colours) in
 * ../courses.ts and ../workFromHome.ts.
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
    'stock-market': { title: 'Stock Market Trading & Investing' },
    'spoken-english': { title: 'Spoken English' },
    'digital-marketing': { title: 'Digital Marketing' },
    'web-development': { title: 'Full-Stack Web Development' },
    'graphic-design': { title: 'Graphic Design' },
    'computer-basics': { title: 'Computer Basics' },
    'spoken-english-courses': { title: 'English Communication Programme' },
    'personality-development-program': { title: 'Personality Development Program' },
    'social-media-marketing': { title: 'Social Media Marketing' },
  },
  /** The work-from-home course of /course-details. */
  workFromHome: {
    title: 'Work From Home Data Entry Professional',
  },
};

export type CourseTexts = typeof texts;
