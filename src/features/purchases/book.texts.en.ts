/** An eBook the buyer owns or has paid for, on the eBook page, the payment page and My Library. */
export const texts = {
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
};

export type BookTexts = typeof texts;
