import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { dashboardTitles } from '../../config/dashboardTitles';
import { MAX_PAYOUT } from '../../backend/limits';
import { perEntry, workWords as shared } from '../../catalogue/workWords';
import { formatRupees } from '../../lib/money';
import { plural } from '../../lib/plural';
import type { PayoutFieldError } from './payoutForm';

const approvalsTitle = 'Approve users';

/* The words of the admin's worker pages: approvals, daily counts and payouts. */

/** The admin's payout dialog and a worker's list of payouts, on the earnings dashboard. */
export const payoutMessages = {
  ...shared,
  recordTitle: (name: string) => `Record a payout to ${name}`,
  recordLead: (earned: string, paid: string, due: string) => `Earned ${earned}, paid ${paid}: ${due} is due.`,
  amountLabel: 'Amount (whole rupees)',
  paidOnLabel: 'Date paid',
  referenceLabel: 'UPI or bank reference',
  noteLabel: 'Note (optional)',
  record: 'Record payout',
  recordAnyway: 'Record anyway',
  recording: 'Recording…',
  cancel: 'Cancel',
  errors: {
    'amount-missing': 'Enter the amount paid, in whole rupees.',
    'amount-not-positive': 'The amount must be more than ₹0.',
    'amount-fraction': 'Enter whole rupees only, without paise.',
    'amount-too-large': `A payout can be at most ${formatRupees(MAX_PAYOUT)}.`,
    'date-missing': 'Enter the date the money was sent.',
    'date-future': 'The date paid cannot be after today.',
    'reference-missing': 'Enter the UPI or bank reference of the payment.',
    'reference-too-long': 'The reference can be at most 100 characters.',
    'note-too-long': 'The note can be at most 500 characters.',
  } satisfies Record<PayoutFieldError, string>,
  overBalance: (amount: string, due: string) =>
    `${amount} is more than the balance due of ${due}. Check the amount, or record it anyway.`,
  recorded: (amount: string, name: string) => `Recorded a payout of ${amount} to ${name}.`,
  recordFailed: (amount: string, name: string, message: string) =>
    `The payout of ${amount} to ${name} was not recorded: ${message}`,
  recordUnconfirmed: (name: string) =>
    `No answer came back, so the payout to ${name} may or may not have been recorded. Check your connection and press Record payout again: it is recorded once, whatever happened.`,
  recordOffline: (name: string) =>
    `You are offline, so the payout to ${name} may not have been recorded. Once you are back online, press Record payout again: it is recorded once, whatever happened.`,
  historyTitle: (name: string) => `Payouts to ${name}`,
  historyCaption: (name: string) => `Payouts to ${name}, oldest first`,
  historyEmpty: 'No payouts recorded yet.',
  historyLoading: 'Loading payouts…',
  historyFailed: (message: string) => `Could not load the payouts: ${message}`,
  date: 'Date',
  amount: 'Amount',
  reference: 'Reference',
  note: 'Note',
  action: 'Action',
  reverse: 'Reverse',
  reverseLabel: (amount: string, day: string) => `Reverse the payout of ${amount} on ${day}`,
  reversed: 'Reversed',
  reverseTitle: (amount: string) => `Reverse the payout of ${amount}`,
  reverseLead:
    'A reversal takes the whole amount back off what the worker has been paid. The payout itself stays on record.',
  reverseNoteLabel: 'Why it is reversed',
  reverseNoteMissing: 'Say why the payout is reversed.',
  reverseConfirm: 'Reverse payout',
  reversing: 'Reversing…',
  reversedDone: (amount: string) => `Reversed the payout of ${amount}.`,
  reverseFailed: (amount: string, message: string) => `The payout of ${amount} was not reversed: ${message}`,
  alreadyReversed: 'This payout was already reversed.',
} as const;

/** /all-approved-user-list */
export const earningsDashboardMessages = {
  ...shared,
  title: dashboardTitles.earningsDashboard,
  metaDescription: 'Record the daily entry counts of approved users and see what they earn.',
  lead: `Pick a day, enter each person’s count and save it, or save all the changes at once. ${perEntry} an entry, at most ${MAX_ENTRIES_PER_DAY} a day.`,
  dateLabel: 'Day',
  countNotSaved: (name: string, count: number, message: string) =>
    `${name}’s count of ${count} was not saved. ${message}`,
  loading: 'Loading approved users…',
  empty: 'No one is approved for data-entry work yet.',
  toApprovals: approvalsTitle,
  toPayWorkers: 'Pay workers',
  tableCaption: (day: string) => `Counts for ${day} and earnings of approved users`,
  user: 'User',
  countFor: (day: string) => `Entries on ${day}`,
  countLabel: (name: string, day: string) => `Entries by ${name} on ${day}`,
  save: 'Save',
  saveFor: (name: string) => `Save for ${name}`,
  saved: 'Saved',
  skipped: `Enter 1 to ${MAX_ENTRIES_PER_DAY} entries to save.`,
  blank: `Enter 0 to ${MAX_ENTRIES_PER_DAY} entries to change the saved count.`,
  saveAll: 'Save all changes',
  savingAll: (done: number, total: number) => `Saving ${done} of ${total}…`,
  changesOnPage: (count: number) =>
    `Saves the ${plural(count, 'changed count', 'changed counts')} on this page.`,
  nothingToSave: 'Nothing to save: no count on this page has changed.',
  savedAll: (saved: number, notSaved: number) =>
    notSaved === 0
      ? `Saved ${plural(saved, 'count', 'counts')}.`
      : saved === 0
        ? `${plural(notSaved, 'count', 'counts')} could not be saved.`
        : `Saved ${plural(saved, 'count', 'counts')}; ${notSaved} could not be saved.`,
  total: 'Total',
  totalNote: 'Everyone, on every page',
  loadingTotals: 'Adding up…',
  /** A worker's figure while it is read. */
  loadingFigure: 'Adding up…',
  retryTotals: 'Could not add up the totals. Try again',
  pagesLabel: 'Pages of approved users',
  earningsToday: 'Earned today',
  earningsWeek: 'Earned last 7 days',
  earningsAllTime: 'Earned all time',
  scrollHint: 'User earnings table',
  pay: 'Payouts',
  recordPayout: 'Record payout',
  recordPayoutFor: (name: string) => `Record a payout to ${name}`,
  payoutsOf: (name: string) => `Payouts to ${name}`,
  totalDue: (due: string, paid: string) =>
    `Balance due to everyone, net of any overpayment: ${due} (paid so far ${paid})`,
  loadingDue: 'Adding up the balance due…',
  noLongerApproved: 'No longer approved',
  revokedTitle: 'No longer approved, with a balance due',
  revokedLead: 'People whose approval was taken away but who are still owed money. Pay them off here.',
  revokedCaption: 'People no longer approved who are still owed money',
  revokedLabel: 'No longer approved table',
  revokedPagesLabel: 'Pages of people no longer approved',
  noneRevoked: 'No one who is no longer approved is owed money.',
} as const;

/** /admin/users */
export const userApprovalMessages = {
  ...shared,
  title: approvalsTitle,
  metaDescription: 'Let people into the data-entry work, or take access away.',
  lead: 'Approved users can open the data-entry work page and the form. Their counts are recorded on the earnings dashboard.',
  loading: 'Loading users…',
  empty: 'No one has signed up yet.',
  noneIn: {
    waiting: 'No one is waiting for approval.',
    approved: 'No one is approved yet.',
    revoked: 'No one’s approval has been revoked.',
  },
  filterLabel: 'Show users',
  filters: {
    waiting: (count: number) => `Waiting for approval (${count})`,
    approved: (count: number) => `Approved (${count})`,
    revoked: (count: number) => `Revoked (${count})`,
  },
  pagesLabel: 'Pages of users',
  summary: ({ approved, waiting, revoked }: { approved: number; waiting: number; revoked: number }) =>
    `${approved} approved, ${waiting} waiting for approval, ${revoked} revoked`,
  tableCaption: 'Everyone with an account and their approval',
  name: 'Name',
  email: 'E-mail',
  status: 'Status',
  action: 'Action',
  statusOf: { waiting: 'Not approved', approved: 'Approved', revoked: 'Revoked' },
  /** What each row's button does, by the tab the user belongs to. */
  actionOf: { waiting: 'Approve', approved: 'Revoke', revoked: 'Re-approve' },
  actionFor: {
    waiting: (name: string) => `Approve ${name}`,
    approved: (name: string) => `Revoke ${name}`,
    revoked: (name: string) => `Re-approve ${name}`,
  },
  nowApproved: (name: string) => `${name} can now use the data-entry pages.`,
  nowRevoked: (name: string) => `${name} can no longer use the data-entry pages.`,
  failed: (name: string, approved: boolean, message: string) =>
    approved
      ? `${name} was not approved: ${message}`
      : `The approval of ${name} was not taken back: ${message}`,
  /** `action` is the row's button, pressed again: Approve, Re-approve or Revoke. */
  unconfirmed: (name: string, approved: boolean, action: string) =>
    approved
      ? `No answer came back, so ${name} may or may not have been approved. Check your connection and press ${action} again: approving twice is the same as once.`
      : `No answer came back, so the approval of ${name} may or may not have been taken back. Check your connection and press ${action} again: taking it back twice is the same as once.`,
  offline: (name: string, approved: boolean, action: string) =>
    approved
      ? `You are offline, so ${name} may not have been approved. Once you are back online, press ${action} again: approving twice is the same as once.`
      : `You are offline, so the approval of ${name} may not have been taken back. Once you are back online, press ${action} again: taking it back twice is the same as once.`,
  formerWorkersLead:
    'Someone revoked before this list existed may still be under Waiting for approval. Find former workers moves everyone not approved who has entries recorded here.',
  findFormerWorkers: 'Find former workers',
  findingFormerWorkers: 'Finding former workers…',
  formerWorkersFound: (count: number) =>
    count === 0
      ? 'No former workers found: everyone with entries recorded is approved or already here.'
      : `Found ${count === 1 ? '1 former worker' : `${count} former workers`} and moved them to Revoked.`,
  formerWorkersFailed: (message: string) => `Could not find former workers: ${message}`,
  toDashboard: 'Go to the earnings dashboard',
  scrollHint: 'Users table',
} as const;
