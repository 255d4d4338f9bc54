/** A fee with its launch discount. Amounts are whole rupees. */
export interface CourseFee {
  price: number;
  discountedPrice: number;
}

export interface SyllabusModule {
  title: string;
  topics: string[];
}

/** A course taught by the company as cards and lists show it (docs/product.md#entities). */
export interface CourseSummary {
  /** URL slug; for the three catalogue courses also the `courseId` of /courses/{courseId}. */
  id: string;
  /** Where the course's page lives. */
  href: string;
  title: string;
  /** One sentence for cards and meta descriptions. */
  summary: string;
  durationDays: number;
  /** How classes run, e.g. 'Daily 2-hour live sessions'. */
  schedule: string;
  /** Accent colour of the course's page header. */
  colour: string;
  mentor: string;
  /** Absent when fees are quoted on request (stock market). */
  fee?: CourseFee;
}

/** What a course is in any language: everything but its words. */
export type CourseFacts = Omit<CourseSummary, 'title' | 'summary' | 'schedule'>;

/** The rest of a course's own page. */
export interface CourseDetails {
  /** Paragraphs separated by a blank line. */
  overview: string;
  syllabus: SyllabusModule[];
  benefits: string[];
  mentorBio: string;
}

/** A course with everything its page shows. */
export type Course = CourseSummary & CourseDetails;

/**
 * What an eBook sold on the site is in any language (docs/product.md#entities): everything but its
 * words, which are in ./ebookTexts, per language.
 */
export interface EbookFacts {
  id: string;
  /**
   * The book's name as a payment records it (`bookTitle`): stored data, in English, which the
   * access policy and firestore.rules check. A page shows the title in its own words (`Ebook`).
   */
  recordedTitle: string;
  author: string;
  /** Whole rupees. */
  price: number;
  /** Whole rupees: the price plus the discount, struck through beside it. */
  originalPrice: number;
  /** Out of 5. */
  rating: number;
  reviewCount: number;
  /** Path under /public. */
  image: string;
  format: string;
  pages?: number;
  fileSize: string;
}

/** The words of an eBook in one language. */
export interface EbookWords {
  title: string;
  /** A book may be listed without a category or a description; its page then says so in general words. */
  category?: string;
  description?: string;
  sellerTag: string;
  /** The language the book is written in, in the page's words. */
  language: string;
}

/** An eBook as a page shows it: its facts with its words in the page's language (inWords). */
export type Ebook = EbookFacts & EbookWords;

export interface WorkFromHomeLesson {
  title: string;
  kind: 'video' | 'assignment';
  minutes: number;
}

export interface WorkFromHomeModule {
  title: string;
  lessons: WorkFromHomeLesson[];
}

export interface BlogPost {
  id: string;
  author: string;
  /** ISO date, yyyy-MM-dd. */
  publishedOn: string;
  readingMinutes: number;
  tags: string[];
}

/** A paragraph, a sub-heading or a list of an article, in order. */
export type BlogBlock =
  { kind: 'paragraph'; text: string } | { kind: 'heading'; text: string } | { kind: 'list'; items: string[] };

export interface FaqItem {
  question: string;
  answer: string;
}

/** The facts the FAQ's answers give, the same in every language. */
export interface FaqFacts {
  siteName: string;
  certification: string;
  /** The catalogue's main courses with their durations, listed in the answer's language. */
  mainCourses: string;
  otherCourses: string;
  workFromHomeCourse: string;
  upiId: string;
  upiPayeeName: string;
  phone: string;
  email: string;
  address: string;
  perEntry: string;
  maxEntries: number;
  bestDay: string;
  moneyBackDays: number;
}
