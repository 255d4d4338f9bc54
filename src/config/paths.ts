/**
 * Every route path of the product and how to build a link to it.
 * The router registers `path`; links call `href()`; nothing else spells a URL.
 */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

const withParam = <P extends string>(path: P, param: string) => ({
  path,
  href: (value: string | number) => path.replace(`:${param}`, encodeURIComponent(String(value))),
});

export const paths = {
  // Public pages
  root: fixed('/'),
  home: fixed('/home'),
  about: fixed('/about'),
  courses: fixed('/courses'),
  course: withParam('/courses/:courseId', 'courseId'),
  contact: fixed('/contact'),
  privacyPolicy: fixed('/privacy-policy'),
  terms: fixed('/terms'),
  disclaimer: fixed('/disclaimer'),
  faq: fixed('/faq'),
  blog: fixed('/blog'),
  blogPost: withParam('/blog/:id', 'id'),
  /** The published classified ads; the filters and the search are in the query string. */
  ads: fixed('/ads'),
  ad: withParam('/ads/:id', 'id'),
  training: fixed('/training'),
  socialMediaMarketing: fixed('/training/social-media-marketing'),
  webDevelopment: fixed('/courses/web-development'),
  graphicDesign: fixed('/courses/graphic-design'),
  computerBasics: fixed('/courses/computer-basics'),
  spokenEnglishCourses: fixed('/courses/spoken-english-courses'),
  personalityDevelopment: fixed('/courses/personality-development-program'),
  // Signing in, and the signed-in user's pages
  signup: fixed('/signup'),
  login: fixed('/login'),
  /**
   * Where every link of the auth service's e-mails leads (`?mode=…&oobCode=…&continueUrl=…`: verify
   * an address, set a new password, take back or confirm a change of address); the Firebase
   * console's templates point their action URL here (README, deploying), and the page goes on in
   * Hindi, at /hi/verify-email, when the continue address is Hindi.
   */
  verifyEmail: fixed('/verify-email'),
  profile: fixed('/profile'),
  library: fixed('/library'),
  ebook: withParam('/ebooks/:id', 'id'),
  payment: withParam('/payment/:bookId', 'bookId'),
  confirmation: withParam('/confirmation/:transactionId', 'transactionId'),
  receipt: withParam('/receipt/:transactionId', 'transactionId'),
  /** The work-from-home data-entry course: what it teaches and costs. */
  workFromHomeCourse: fixed('/course-details'),
  enroll: withParam('/enroll/:id', 'id'),
  createJobPost: fixed('/create-job-post'),
  myAds: fixed('/my-ads'),
  /** Outside /ads/…, whose every address the hosting serves as the prerendered ad page. */
  reportAd: withParam('/report-ad/:id', 'id'),
  /** Anyone signed in: their earnings, payouts and balance due, approved or not. */
  myEarnings: fixed('/my-earnings'),
  // Approved workers: the data-entry work and its form
  dataEntryWork: fixed('/userwoDataEntryworksforms'),
  dataEntryForm: fixed('/form-for-data-entry'),
  // The admin's pages
  admin: fixed('/admin'),
  paymentApprovals: fixed('/confirm-payment'),
  earningsDashboard: fixed('/all-approved-user-list'),
  userApprovals: fixed('/admin/users'),
  adminSubmissions: fixed('/admin/submissions'),
  bookFiles: fixed('/admin/book-files'),
  /** Every worker owed money, and one transfer file that pays them. */
  payWorkers: fixed('/admin/pay-workers'),
  /** CSV files of earnings and eBook payments for the accounts. */
  exports: fixed('/admin/exports'),
} as const;

export type PathKey = keyof typeof paths;
