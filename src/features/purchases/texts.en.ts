import { MAX_FULL_NAME, MAX_PENDING_PAYMENTS } from '../../backend/limits';
import type { PaymentRefusal, PaymentStatus, RejectionReason } from '../../backend/types';
import { texts as book } from './book.texts.en';
import { site } from '../../config/site';

/**
 * The buyer's words of the eBook, payment, confirmation, library and receipt pages; the quoted
 * ones are the specification's own. The admin's pages keep theirs in English in ./messages.ts.
 */
export const texts = {
  ebook: {
    pageTitle: 'eBook',
    loading: 'Loading the eBook…',
    notFoundTitle: 'Book Not Found',
    notFoundDetail: (id: string) => `No eBook found with ID: ${id}`,
    backToHome: 'Back to Home',
    buyNow: 'Buy Now',
    by: 'by',
    rating: (rating: number) => `Rated ${rating} out of 5`,
    reviews: (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`,
    details: 'Details',
    format: 'Format',
    pages: 'Pages',
    language: 'Language',
    fileSize: 'File size',
    otherBooks: 'More eBooks',
  },

  payment: {
    pageTitle: (book: string) => `Buy ${book}`,
    pageDescription: 'Pay for your eBook with any UPI app and submit the transaction reference.',
    heading: 'Complete your purchase',
    bookNotFound: 'Book not found',
    orderSummary: 'Order summary',
    listPrice: 'Price before discount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total',
    payHeading: (amount: string) => `Pay ${amount} by UPI`,
    qrLabel: (amount: string) => `UPI QR code: pay ${amount} to ${site.upiPayeeName}`,
    steps: [
      'Scan the QR code with any UPI app: Google Pay, PhonePe, Paytm, BHIM or your bank’s app.',
      'Check the amount and pay.',
      'Copy the transaction ID or UTR number from the app’s payment receipt into the form below.',
    ],
    payWithApp: 'Pay with UPI app',
    upiId: 'UPI ID',
    copyUpiId: 'Copy UPI ID',
    copied: 'UPI ID copied.',
    copyFailed: 'Could not copy. Select the UPI ID and copy it yourself.',
    formHeading: 'Your payment details',
    fullName: 'Full name',
    email: 'E-mail',
    emailHint: 'Your account’s address: it goes on your receipt.',
    transactionId: 'Transaction ID or UTR number',
    transactionHint: 'Shown in your UPI app after paying, usually 12 digits.',
    submit: 'Submit payment',
    submitting: 'Submitting…',
    fillAllFields: 'Please fill in all fields',
    saveFailed: 'Failed to save payment details. Please try again.',
    unconfirmed:
      'No answer came back, so your payment details may or may not have been saved. They are kept here: check your connection and press Submit payment again. The same transaction ID is never filed twice; if it was saved, you will see your payment.',
    offline:
      'You are offline, so your payment details may not have reached us. They are kept here: once you are back online, press Submit payment again. The same transaction ID is never filed twice; if it was saved, you will see your payment.',
    duplicateTransaction:
      'This transaction ID has already been submitted, so nothing new was saved. Check the ID in your UPI app; if you did pay twice, contact us.',
    /** Why a payment was refused, in the buyer's words: each reason the access policy gives. */
    refusals: {
      'transaction-id':
        'That is not a UPI transaction ID or UTR number. Copy it from your UPI app: it has only letters and digits, at least 4 of them.',
      owned: 'You already own this book, so nothing was saved. Download it from My Library.',
      book: 'This eBook is no longer sold as this page shows it, so nothing was saved. Reload the page and try again.',
      amount:
        'The price of this eBook has changed, so nothing was saved. Reload the page to see the amount to pay.',
      email:
        'A payment carries your account’s own e-mail address, and this one did not, so nothing was saved. Log out, log in again and try again.',
      name: `Enter your full name, at most ${MAX_FULL_NAME} characters.`,
      details: 'Your payment details were not accepted, so nothing was saved. Reload the page and try again.',
      profile:
        'Your account has no profile, so nothing was saved. Sign up again with this e-mail address, or contact us.',
      'pending-limit': `You already have ${MAX_PENDING_PAYMENTS} payments waiting to be checked, so nothing was saved. You can submit another as soon as we have checked one of them.`,
    } satisfies Record<PaymentRefusal, string>,
  },

  // The confirmation page reads the payment and says only what is true of it.
  confirmation: {
    /** The page's title and heading while the payment is looked up, before its outcome is known. */
    pageTitle: 'Your payment',
    loading: 'Looking up your payment…',
    loadFailed: 'We could not look up your payment.',
    confirmedTitle: 'Payment Confirmed!',
    transaction: 'Transaction ID',
    confirmedNote: (book: string) => `${book} is in your library, ready to download.`,
    receivedTitle: 'Payment received',
    receivedNote: (book: string) =>
      `We have your payment details for ${book}. We will confirm the payment once we see the money in our account, usually within one working day; the eBook is then in your library, ready to download.`,
    rejectedTitle: 'Payment not accepted',
    rejectedNote: (reason: string) => `We could not accept this payment: ${reason}.`,
    notFoundTitle: 'Payment not found',
    notFoundNote: (id: string) =>
      `We have no payment of yours with the transaction ID ${id}. Check the ID, or see all your purchases in My Library.`,
    payAgain: 'Pay again',
    viewReceipt: 'View receipt',
    goHome: 'Go to Home',
    goLibrary: 'Go to My Library',
  },

  library: {
    title: 'My Library',
    lead: 'The eBooks you have bought, newest first. Download a book once its payment is confirmed.',
    loading: 'Loading your eBooks…',
    loadFailed: 'We could not load your eBooks.',
    empty: 'You have not bought any eBooks yet.',
    browse: 'Browse our eBooks:',
    tableCaption: 'Your purchases',
    columnBook: 'eBook',
    columnAmount: 'Amount',
    columnDate: 'Date',
    columnStatus: 'Status',
    columnGet: 'Your eBook',
    download: book.download,
    downloading: book.downloading,
    receipt: 'Receipt',
    waitingNote: 'We confirm it once we see the money, usually within one working day.',
    rejectedBecause: (reason: string) => `Rejected: ${reason}`,
    payAgain: 'Pay again',
  },

  status: { pending: 'Pending', confirmed: 'Confirmed', rejected: 'Rejected' } satisfies Record<
    PaymentStatus,
    string
  >,
  /** Why the admin rejected a payment, as the buyer reads it (after "Rejected: "). */
  rejectionReasons: {
    'amount-not-received': 'the amount has not reached our account',
    'wrong-amount': 'the amount paid is not the price of the book',
    'transaction-not-found': 'we could not find this transaction ID',
    'other-book': 'the payment was for another book',
  } satisfies Record<RejectionReason, string>,

  receipt: {
    loading: 'Loading your receipt…',
    loadFailed: 'We could not load your receipt.',
    notFoundTitle: 'Receipt not found',
    notFound: (id: string) =>
      `There is no confirmed payment of yours with the transaction ID ${id}. A receipt is ready once the payment is confirmed.`,
    title: (number: string) => `Receipt ${number}`,
    description: (book: string) => `Receipt for ${book}`,
    heading: 'Receipt',
    number: 'Receipt number',
    buyer: 'Buyer',
    item: 'Item',
    itemLine: (book: string) => `${book} (eBook, PDF)`,
    transaction: 'UPI transaction ID',
    paidOn: 'Paid on',
    confirmedOn: 'Confirmed on',
    amount: 'Amount paid',
    amountNote: '(paid by UPI, taxes included)',
    print: 'Print or save as PDF',
    goLibrary: 'Go to My Library',
  },
};

export type PurchaseTexts = typeof texts;
