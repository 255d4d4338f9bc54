import { dashboardTitles } from '../../config/dashboardTitles';
import { site } from '../../config/site';

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
  emailHint: 'Your account’s address: we send the download link here.',
  transactionId: 'Transaction ID or UTR number',
  transactionHint: 'Shown in your UPI app after paying, usually 12 digits.',
  submit: 'Submit payment',
  submitting: 'Submitting…',
  fillAllFields: 'Please fill in all fields',
  saveFailed: 'Failed to save payment details. Please try again.',
  duplicateTransaction:
    'This transaction ID has already been submitted, so nothing new was saved. Check the ID in your UPI app; if you did pay twice, contact us.',
  invalidTransaction:
    'That is not a UPI transaction ID or UTR number. Copy it from your UPI app: it has only letters and digits, at least 4 of them.',

  // Confirmation page
  confirmedTitle: 'Payment Confirmed!',
  confirmedTransaction: 'Transaction ID',
  confirmedNote: 'Your download link will be sent to your e-mail address once we have checked the payment.',
  confirmedPending: 'Until then the eBook shows as pending in your library.',
  goHome: 'Go to Home',
  goLibrary: 'Go to My Library',

  // Library
  libraryTitle: 'My Library',
  libraryLead: 'The eBooks you have bought, newest first.',
  libraryLoading: 'Loading your eBooks…',
  libraryLoadFailed: 'We could not load your eBooks.',
  libraryEmpty: 'You have not bought any eBooks yet.',
  libraryBrowse: 'Browse our eBooks:',
  libraryTableCaption: 'Your purchases',

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
  searchHint: 'Name, e-mail, eBook or transaction ID',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  approve: 'Approve',
  approving: 'Approving…',
  approved: 'Payment approved successfully!',
  approveFailed: (message: string) => `Failed to approve the payment: ${message}`,
  noPending: 'No payments are waiting for approval.',
  noConfirmed: 'No payments have been confirmed yet.',
  noMatches: (query: string) => `No payments match “${query}”.`,
  tableCaption: (label: string) => `${label} payments`,
} as const;
