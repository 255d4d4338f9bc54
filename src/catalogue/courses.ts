import { paths } from '../config/paths';
import type { CourseSummaryTexts } from './courseTexts/summaries.texts.en';
import type { CourseTexts } from './courseTexts/texts.en';
import type { CourseFacts, CourseSummary } from './types';

/**
 * The courses the company teaches (docs/product.md#entities, and the fixed course
 * pages of docs/product.md#routes): what the cards and lists show. Their words, in each
 * language, are in courseTexts/; each course's syllabus and the rest of its page in
 * courseDetails/, so pages that only list courses stay light.
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

/** Every course's id: the key of its words. */
export type CourseId = keyof CourseTexts['courses'];

// Accent colours sit behind white text in the course header, so each one is dark
// enough for WCAG AA (4.5:1); courses.test.ts measures them.

const catalogueCourseFacts: Record<CatalogueCourseId, CourseFacts> = {
  'stock-market': {
    id: 'stock-market',
    href: paths.course.href('stock-market'),
    durationDays: 60,
    colour: '#0f5132',
    mentor: 'Rajesh Iyer',
  },
  'spoken-english': {
    id: 'spoken-english',
    href: paths.course.href('spoken-english'),
    durationDays: 30,
    colour: '#9a3412',
    mentor: 'Ananya Mukherjee',
    fee: { price: 7999, discountedPrice: 4999 },
  },
  'digital-marketing': {
    id: 'digital-marketing',
    href: paths.course.href('digital-marketing'),
    durationDays: 45,
    colour: '#6b21a8',
    mentor: 'Vikram Malhotra',
    fee: { price: 19999, discountedPrice: 14999 },
  },
};

const fixedCourseFacts: Record<FixedCourseKey, CourseFacts> = {
  webDevelopment: {
    id: 'web-development',
    href: paths.webDevelopment.href(),
    durationDays: 90,
    colour: '#1e40af',
    mentor: 'Arjun Menon',
    fee: { price: 29999, discountedPrice: 19999 },
  },
  graphicDesign: {
    id: 'graphic-design',
    href: paths.graphicDesign.href(),
    durationDays: 60,
    colour: '#9d174d',
    mentor: 'Sneha Kulkarni',
    fee: { price: 15999, discountedPrice: 9999 },
  },
  computerBasics: {
    id: 'computer-basics',
    href: paths.computerBasics.href(),
    durationDays: 30,
    colour: '#115e59',
    mentor: 'Meena Rawat',
    fee: { price: 4999, discountedPrice: 2999 },
  },
  spokenEnglishCourses: {
    id: 'spoken-english-courses',
    href: paths.spokenEnglishCourses.href(),
    durationDays: 90,
    colour: '#92400e',
    mentor: 'Farah Siddiqui',
    fee: { price: 14999, discountedPrice: 9999 },
  },
  personalityDevelopment: {
    id: 'personality-development-program',
    href: paths.personalityDevelopment.href(),
    durationDays: 30,
    colour: '#3730a3',
    mentor: 'Kavita Reddy',
    fee: { price: 7999, discountedPrice: 4999 },
  },
  socialMediaMarketing: {
    id: 'social-media-marketing',
    href: paths.socialMediaMarketing.href(),
    durationDays: 40,
    colour: '#be123c',
    mentor: 'Rohan Das',
    fee: { price: 11999, discountedPrice: 7999 },
  },
};

/** A course with its name in one language: what a page that only names it needs. */
export type NamedCourse = CourseFacts & { title: string };

/** The courses in one language, each as `C`: the catalogue's, the fixed pages', and all in order. */
export interface CoursesAs<C> {
  catalogueCourses: Record<CatalogueCourseId, C>;
  fixedCourses: Record<FixedCourseKey, C>;
  /** Every course, the catalogue first: the order of the /courses page. */
  allCourses: C[];
}

export type Courses = CoursesAs<CourseSummary>;

function coursesAs<C>(worded: (course: CourseFacts) => C): CoursesAs<C> {
  const each = <K extends string>(facts: Record<K, CourseFacts>) =>
    Object.fromEntries(
      Object.entries<CourseFacts>(facts).map(([key, course]) => [key, worded(course)]),
    ) as Record<K, C>;
  const catalogue = each(catalogueCourseFacts);
  const fixed = each(fixedCourseFacts);
  return {
    catalogueCourses: catalogue,
    fixedCourses: fixed,
    allCourses: [...Object.values(catalogue), ...Object.values(fixed)],
  };
}

const named = new WeakMap<CourseTexts, CoursesAs<NamedCourse>>();
const summarised = new WeakMap<CourseSummaryTexts, WeakMap<CourseTexts, Courses>>();

/** Every course with its name in the language of `words` (built once per language). */
export function courseNamesIn(words: CourseTexts): CoursesAs<NamedCourse> {
  let courses = named.get(words);
  if (!courses) {
    courses = coursesAs((course) => ({ ...course, ...words.courses[course.id as CourseId] }));
    named.set(words, courses);
  }
  return courses;
}

/** Every course with its name, summary and schedule in one language (built once per language). */
export function coursesIn(words: CourseTexts, summaries: CourseSummaryTexts): Courses {
  const byWords = summarised.get(summaries) ?? new WeakMap<CourseTexts, Courses>();
  summarised.set(summaries, byWords);
  let courses = byWords.get(words);
  if (!courses) {
    courses = coursesAs((course) => ({
      ...course,
      ...words.courses[course.id as CourseId],
      ...summaries.courses[course.id as CourseId],
    }));
    byWords.set(words, courses);
  }
  return courses;
}

/** The catalogue course of a /courses/{courseId} URL; never an inherited property such as 'constructor'. */
export function findCatalogueCourse(
  id: string | undefined,
  courses: Record<CatalogueCourseId, CourseSummary>,
): CourseSummary | undefined {
  if (id === undefined || !Object.hasOwn(courses, id)) return undefined;
  return courses[id as CatalogueCourseId];
}
