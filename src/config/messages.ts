/**
 * Words the pages show, as the specification gives them. The header's own words are in
 * app/shell/navigation.ts, so the pages that need none of these do not load them.
 */
export const messages = {
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
} as const;
