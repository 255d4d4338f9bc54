import { dashboardTitles } from '../../config/dashboardTitles';
import { MAX_FULL_NAME, MAX_PENDING_PAYMENTS } from '../../backend/limits';
import type { PaymentRefusal, RejectionReason } from '../../backend/types';
import { bookMessages } from '../../config/messages';
import { site } from '../../config/site';
import { EBOOK_HOW_TO_BUY } from '../../catalogue/ebooks';

/** Words of the payment pages; the quoted ones are the specification's own. */
export const paymentMessages = {
  // Payment page
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
  payNote: (book: string) => `eBook: ${book}`,
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

  // Confirmation page: it reads the payment and says only what is true of it.
  confirmationLoading: 'Looking up your payment…',
  confirmationLoadFailed: 'We could not look up your payment.',
  confirmedTitle: 'Payment Confirmed!',
  confirmedTransaction: 'Transaction ID',
  confirmedNote: (book: string) => `${book} is in your library, ready to download.`,
  receivedTitle: 'Payment received',
  receivedNote: (book: string) =>
    `We have your payment details for ${book}. We will confirm the payment once we see the money in our account, usually within one working day; the eBook is then in your library, ready to download.`,
  rejectedTitle: 'Payment not accepted',
  rejectedNote: 'We could not accept this payment:',
  notFoundTitle: 'Payment not found',
  notFoundNote: (id: string) =>
    `We have no payment of yours with the transaction ID ${id}. Check the ID, or see all your purchases in My Library.`,
  payAgain: 'Pay again',
  viewReceipt: 'View receipt',
  goHome: 'Go to Home',
  goLibrary: 'Go to My Library',

  // Library
  libraryTitle: 'My Library',
  libraryLead: 'The eBooks you have bought, newest first. Download a book once its payment is confirmed.',
  libraryLoading: 'Loading your eBooks…',
  libraryLoadFailed: 'We could not load your eBooks.',
  libraryEmpty: 'You have not bought any eBooks yet.',
  libraryBrowse: 'Browse our eBooks:',
  libraryTableCaption: 'Your purchases',
  columnGet: 'Your eBook',
  download: bookMessages.download,
  downloading: bookMessages.downloading,
  downloadTitle: (book: string) => `Download ${book}`,
  downloadUnavailable: bookMessages.downloadUnavailable,
  downloadFailed: bookMessages.downloadFailed,
  receipt: 'Receipt',
  receiptFor: (book: string) => `Receipt for ${book}`,
  waitingNote: 'We confirm it once we see the money, usually within one working day.',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  payAgainFor: (book: string) => `Pay again for ${book}`,
  rejectionReasons: {
    'amount-not-received': 'the amount has not reached our account',
    'wrong-amount': 'the amount paid is not the price of the book',
    'transaction-not-found': 'we could not find this transaction ID',
    'other-book': 'the payment was for another book',
  } satisfies Record<RejectionReason, string>,

  // Shared by the tables
  columnBook: 'eBook',
  columnAmount: 'Amount',
  columnDate: 'Date',
  columnStatus: 'Status',
  columnBuyer: 'Buyer',
  columnTransaction: 'Transaction ID',
  columnAction: 'Action',
  status: { pending: 'Pending', confirmed: 'Confirmed', rejected: 'Rejected' },

  // Approval dashboard
  dashboardTitle: dashboardTitles.paymentApprovals,
  dashboardDescription: 'Confirm eBook payments once the money has arrived.',
  dashboardLoading: 'Loading payments…',
  dashboardLoadFailed: 'We could not load the payments.',
  tabsLabel: 'Payments by status',
  tab: (label: string, count: number) => `${label} (${count})`,
  search: 'Search payments',
  searchHint: 'Transaction ID, or a buyer’s name or e-mail',
  searchScope:
    'Search finds a payment by its whole transaction ID, or by the first letters of the buyer’s name or e-mail. Payments submitted before this search was added are found by transaction ID only.',
  pagesLabel: 'Pages of payments',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  approve: 'Approve',
  approving: 'Approving…',
  approved: 'Payment approved successfully!',
  checkStatement: 'Check against a bank statement',
  statementLoading: 'Opening the statement check…',
  approveFailed: (message: string) => `Failed to approve the payment: ${message}`,
  reject: 'Reject',
  rejecting: 'Rejecting…',
  rejectTitle: (id: string) => `Reject payment ${id}`,
  rejectLead: (buyer: string, book: string, amount: string) =>
    `${buyer} says they paid ${amount} for ${book}. The buyer sees the reason in My Library and can pay again.`,
  rejectReason: 'Reason',
  rejectNote: 'Note to the buyer (optional)',
  rejectNoteHint: 'For example the amount you received. At most 500 characters.',
  rejectChooseReason: 'Choose a reason.',
  rejectConfirm: 'Reject payment',
  cancel: 'Cancel',
  rejected: 'Payment rejected. The buyer sees the reason in My Library.',
  rejectFailed: (message: string) => `Failed to reject the payment: ${message}`,
  release: 'Free transaction ID',
  releasing: 'Freeing…',
  releaseConfirm: (id: string) =>
    `Delete the rejected claim on ${id}? Anyone may then submit this transaction ID again, for example its real owner.`,
  released: (id: string) => `Transaction ID ${id} is free again.`,
  releaseFailed: (message: string) => `Failed to free the transaction ID: ${message}`,
  decidedOn: (when: string) => `Decided ${when}`,
  tellBuyer: 'Tell the buyer',
  tellOnWhatsApp: 'WhatsApp',
  tellByEmail: 'E-mail',
  tellSubject: (book: string) => `Your ${book} payment`,
  tellConfirmed: (name: string, book: string, libraryUrl: string) =>
    `Hello ${name}, your payment for ${book} is confirmed. Download the eBook and its receipt from My Library: ${libraryUrl}\n${site.name}`,
  tellAllConfirmed: (libraryUrl: string) =>
    `Hello, your payment for your eBook is confirmed. Download the eBook and its receipt from My Library: ${libraryUrl}\n${site.name}`,
  tellRejected: (name: string, book: string, reason: string, libraryUrl: string) =>
    `Hello ${name}, we could not accept your payment for ${book}: ${reason}. You can see it in My Library and pay again with the right transaction ID: ${libraryUrl}\n${site.name}`,
  noRejected: 'No payments have been rejected.',
  noPending: 'No payments are waiting for approval.',
  noConfirmed: 'No payments have been confirmed yet.',
  noMatches: (query: string) => `No payments match “${query}”.`,
  tableCaption: (label: string) => `${label} payments`,
} as const;

/** Words of the receipt page. */
export const receiptMessages = {
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
} as const;

/** Words of the admin's book files page. */
export const bookFileMessages = {
  title: 'Book files',
  lead: 'Where each eBook’s file is kept. Buyers download it from My Library once their payment is confirmed; nobody else can see the link.',
  loading: 'Loading the links…',
  loadFailed: 'We could not load the links.',
  urlLabel: (book: string) => `Link to the file of ${book}`,
  placeholder: 'https://…',
  current: (url: string) => `Now: ${url}`,
  none: 'No link yet: buyers are told the file is not ready.',
  invalidUrl: 'Enter a link starting with https:// (or a path on this site starting with /), without spaces.',
  save: 'Save link',
  saving: 'Saving…',
  saved: (book: string) => `The link for ${book} is saved.`,
  saveFailed: (message: string) => `Failed to save the link: ${message}`,
} as const;

/** Words of the eBook page; the quoted ones are the specification's own. */
export const ebookMessages = {
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
  howToBuy: EBOOK_HOW_TO_BUY,
  otherBooks: 'More eBooks',
} as const;
