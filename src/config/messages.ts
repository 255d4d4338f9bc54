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

/** Words of an eBook the buyer owns or has paid for, on the eBook page, the payment page and My Library. */
export const bookMessages = {
  checking: 'Checking your purchases…',
  owned: 'You own this book',
  ownedNote: 'Download it here, or any time from My Library.',
  pending: 'Your payment is being checked',
  pendingTransaction: 'Transaction ID',
  pendingNote:
    'We confirm it once we see the money in our account, usually within one working day; the eBook is then yours to download.',
  goLibrary: 'Go to My Library',
  download: 'Download',
  downloading: 'Opening…',
  downloadUnavailable:
    'This eBook’s file is not ready yet. Please try again later, or contact us with your transaction ID.',
  downloadFailed: 'We could not open the download. Please try again.',
} as const;
