/** The shared components' words in English, the specification's where it gives them. */
export const texts = {
  certified: 'Certified',
  loading: 'Loading…',
  close: 'Close',
  page: {
    notFoundTitle: 'Oops! Page Not Found',
    goToHomepage: 'Go to Homepage',
    goBack: 'Go Back',
    tryAgain: 'Try again',
    profileNotFound: 'User profile not found.',
    profileError: 'Error fetching user profile.',
    premiumFormTitle: 'Our Premium Form',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageNumber: (page: number) => `Page ${page}`,
  },
  /** The page at an address that does not exist. */
  notFound: {
    metaTitle: 'Page not found',
    metaDescription: 'The page you asked for does not exist.',
    lead: 'The page you are looking for does not exist or has moved.',
    /** Around the countdown: before it, and after it (with its own leading space, if any). */
    redirectBefore: 'Taking you to the homepage in',
    redirectAfter: '.',
    seconds: (seconds: number) => (seconds === 1 ? `${seconds} second` : `${seconds} seconds`),
  },
  /** A page that failed to load or render (src/app/RouteErrorBoundary.tsx). */
  routeError: {
    chunkTitle: 'This page could not be loaded',
    chunkDetail: 'The site may have been updated, or your connection dropped. Reloading usually fixes it.',
    title: 'Something went wrong',
    detail: 'An unexpected error stopped this page. Please try again.',
    reload: 'Reload the page',
  },
  /** The guards of signed-in pages (src/app/guards.tsx). */
  guard: {
    accountUnreachable: 'We could not check your account. Please check your connection and try again.',
    checkingAccount: 'Checking your account…',
    checkingApproval: 'Checking your approval…',
  },
  accessDenied: {
    metaTitle: 'Access denied',
    metaDescription: 'This page is not open to your account.',
    code: 'SECURITY ALERT 401',
    title: 'ACCESS DENIED',
    detail: 'UNAUTHORIZED ENTRY DETECTED',
    note: 'This page is not open to your account. If you think it should be, contact us.',
    back: 'Return to Safety',
  },
  comingSoon: {
    description: (title: string) => `${title}: coming soon.`,
    note: 'This page is coming soon.',
  },
  /** The message typed in advance in a WhatsApp chat opened to ask about courses. */
  enquiry: {
    general: (siteName: string) =>
      `Hello ${siteName}, I would like to know more about your courses: fees, batch timings and how to join.`,
    course: (siteName: string, courseTitle: string) =>
      `Hello ${siteName}, I would like to know more about the ${courseTitle} course: fees, batch timings and how to join.`,
  },
};

export type CommonTexts = typeof texts;
