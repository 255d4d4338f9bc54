import { dashboardTitles } from '../../config/dashboardTitles';
import { site } from '../../config/site';
import { texts as buyer } from './texts.en';

/**
 * The admin's words of the payment pages, in English only (the admin's pages stay in English):
 * the buyer's words, in both languages, are in ./texts.en.ts and ./texts.hi.ts.
 */
export const paymentMessages = {
  // Shared by the tables
  columnBook: buyer.library.columnBook,
  columnAmount: buyer.library.columnAmount,
  columnDate: buyer.library.columnDate,
  columnStatus: buyer.library.columnStatus,
  columnBuyer: 'Buyer',
  columnTransaction: 'Transaction ID',
  columnAction: 'Action',
  status: buyer.status,
  rejectionReasons: buyer.rejectionReasons,

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
  approvedNoAccount: (email: string) =>
    `Payment approved. It names no account, so no book was added to a library: send the book to ${email || 'the buyer'} yourself.`,
  noAccountPending:
    'No account: this payment was recorded before payments named the buyer’s account. Approving records the money as received but adds the book to no library; you send the book yourself.',
  noAccount: 'No account: no book was added to a library.',
  searching: 'Searching…',
  checkStatement: 'Check against a bank statement',
  statementLoading: 'Opening the statement check…',
  approveFailed: (buyer: string, message: string) => `The payment of ${buyer} was not approved: ${message}`,
  approveUnconfirmed: (buyer: string) =>
    `No answer came back, so the payment of ${buyer} may or may not have been approved. Check your connection and press Approve again: it is decided once, its book granted once.`,
  approveOffline: (buyer: string) =>
    `You are offline, so the payment of ${buyer} may not have been approved. Once you are back online, press Approve again: it is decided once, its book granted once.`,
  approvedBefore:
    'This payment was already approved (in another tab, or by a press whose answer did not come back): its book was granted once.',
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
  rejectFailed: (buyer: string, message: string) => `The payment of ${buyer} was not rejected: ${message}`,
  rejectUnconfirmed: (buyer: string) =>
    `No answer came back, so the payment of ${buyer} may or may not have been rejected. Check your connection and press Reject payment again: it is decided once.`,
  rejectOffline: (buyer: string) =>
    `You are offline, so the payment of ${buyer} may not have been rejected. Once you are back online, press Reject payment again: it is decided once.`,
  rejectedBefore:
    'This payment was already rejected (in another tab, or by a press whose answer did not come back).',
  release: 'Free transaction ID',
  releasing: 'Freeing…',
  releaseConfirm: (id: string) =>
    `Delete the rejected claim on ${id}? Anyone may then submit this transaction ID again, for example its real owner.`,
  released: (id: string) => `Transaction ID ${id} is free again.`,
  releaseFailed: (id: string, message: string) => `Transaction ID ${id} was not freed: ${message}`,
  decidedOn: (when: string) => `Decided ${when}`,
  tellBuyer: 'Tell the buyer',
  tellOnWhatsApp: 'WhatsApp',
  tellByEmail: 'E-mail',
  tellSubject: (book: string) => `Your ${book} payment`,
  tellConfirmed: (name: string, book: string, libraryUrl: string) =>
    `Hello ${name}, your payment for ${book} is confirmed. Download the eBook and its receipt from My Library: ${libraryUrl}\n${site.name}`,
  tellConfirmedNoAccount: (name: string, book: string) =>
    `Hello ${name}, your payment for ${book} is confirmed. We will send you the eBook by e-mail.\n${site.name}`,
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
  saveFailed: (book: string, message: string) => `The link for ${book} was not saved: ${message}`,
} as const;
