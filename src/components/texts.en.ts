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
  /** A page that failed to load or render (src/app/RouteErrorBoundary.tsx). */
  routeError: {
    chunkTitle: 'This page could not be loaded',
    chunkDetail: 'The site may have been updated, or your connection dropped. Reloading usually fixes it.',
    title: 'Something went wrong',
    detail: 'An unexpected error stopped this page. Please try again.',
    reload: 'Reload the page',
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
