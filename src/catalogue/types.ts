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

/** An eBook sold on the site (docs/product.md#entities). */
export interface Ebook {
  id: string;
  title: string;
  description?: string;
  category?: string;
  author: string;
  /** Whole rupees. */
  price: number;
  originalPrice?: number;
  /** Out of 5. */
  rating: number;
  reviewCount: number;
  sellerTag: string;
  /** Path under /public. */
  image: string;
  format: string;
  pages?: number;
  language: string;
  fileSize: string;
}

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
