/** The shared components' words in English, the specification's where it gives them. */
export const texts = {
  certified: 'Certified',
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
  /** An eBook the buyer owns or has paid for, on the eBook page, the payment page and My Library. */
  book: {
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
  },
};

export type CommonTexts = typeof texts;
