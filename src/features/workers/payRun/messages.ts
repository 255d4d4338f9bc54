import { workWords as shared } from '../../../catalogue/workWords';
import { plural } from '../../../lib/plural';
import type { PayoutAmountProblem } from './amounts';
import type { TransferRowProblem } from './transferRows';

/** /admin/pay-workers: the admin's words, English only as the admin's pages are. */
export const payWorkersMessages = {
  ...shared,
  title: 'Pay workers',
  metaDescription: 'Prepare one transfer file that pays every worker their balance due.',
  lead: 'Everyone with a balance due, with where they are paid. Leave anyone out or pay less than due, then download one file for your bank’s bulk transfer or your payout service. Nothing counts as paid until a payout is recorded.',
  toDashboard: 'Back to the earnings dashboard',
  loading: 'Reading what everyone is owed…',
  loadFailed: (message: string) => `Could not read what the workers are owed: ${message}`,
  nobodyDue: 'No one has a balance due. Everyone is paid up.',
  periodLabel: 'Pay period',
  periodHint: 'Named in the file’s name and in every payout’s narration.',
  layoutLabel: 'File for',
  payerAccountLabel: 'Your RazorpayX account number',
  payerAccountHint: 'RazorpayX Dashboard → Banking: the account the payouts are sent from.',
  payerAccountMissing: 'Enter your RazorpayX account number: 5 to 22 letters and digits.',
  readyTitle: (count: number) => `Ready to pay (${count})`,
  readyLead: 'Paid to the details they keep, unchanged since their last payout.',
  changedTitle: (count: number) => `Details changed since the last payout (${count})`,
  changedLead:
    'These workers changed where they are paid after they were last paid. A changed account the day before payday is the usual way a worker’s pay is stolen: confirm the new details with the worker, by phone or in person, before you include them.',
  withoutTitle: (count: number) => `No payout details (${count})`,
  withoutLead:
    'Ask these workers to add a bank account or UPI ID on their profile. They cannot be paid by file until then.',
  caption: (group: string) => `${group}: workers and what they are paid`,
  captionWithout: 'Workers owed money who keep no payout details',
  include: 'Pay',
  includeLabel: (name: string) => `Pay ${name}`,
  worker: 'Worker',
  paidTo: 'Paid to',
  due: 'Balance due',
  amount: 'Amount to pay (₹)',
  amountLabel: (name: string) => `Amount to pay ${name}, in rupees`,
  reference: 'Reference',
  noLongerApproved: 'No longer approved: still owed what they earned.',
  changedOn: (day: string, lastPaid: string) => `Changed ${day}; last paid ${lastPaid}`,
  bankAccount: (bank: string | null, masked: string, ifsc: string) =>
    `${bank ?? 'Bank account'} ${masked} · ${ifsc}`,
  upiId: (upi: string) => `UPI ${upi}`,
  showQr: 'UPI QR code',
  qrLabel: (name: string, amount: string) => `UPI QR code to pay ${name} ${amount}`,
  qrHint: 'Scan with your UPI app to pay this worker now, then record the payment below with its UTR.',
  upiPaidLead:
    'Paid? Record it here: it is recorded under this payout’s reference, so no run pays it again and the bank’s statement finds it recorded.',
  utrLabel: (name: string) => `UTR of the payment to ${name}`,
  upiPaidOnLabel: (name: string) => `Day ${name} was paid`,
  upiRecord: (amount: string) => `Record ${amount} paid by UPI`,
  upiRecording: 'Recording…',
  upiRecorded: (amount: string, name: string) =>
    `Recorded ${amount} paid to ${name} by UPI. The bank’s statement confirms it later like any other payout.`,
  upiRecordedHere: (amount: string) => `${amount} recorded as paid by UPI. Reading the list again…`,
  upiFailed: (message: string) => `The payment was not recorded: ${message}`,
  upiUnconfirmed:
    'No answer came back, so the payment may or may not have been recorded. Check your connection and press Record again: it is recorded once, whatever happened.',
  upiOffline:
    'You are offline, so the payment may not have been recorded. Once you are back online, press Record again: it is recorded once, whatever happened.',
  upiKeptDifferently:
    'This payout’s reference already holds a payout with other details (the amount or the day changed since). Reload the page and record it again.',
  amountErrors: {
    empty: 'Enter the amount to pay.',
    'not-a-number': 'Enter the amount in rupees, such as 1200 or 1,200.50.',
    decimals: 'Rupees have at most two decimals (paise).',
    zero: 'The amount must be more than ₹0. Untick the worker to leave them out.',
    negative: 'The amount cannot be negative.',
    'too-large': 'That amount is far more than any payout: check it.',
  } satisfies Record<PayoutAmountProblem, string>,
  wholeRupees: 'Payouts are recorded in whole rupees: leave out the paise.',
  overDue: (due: string) => `More than the balance due of ${due}. Pay at most what is due.`,
  rowProblems: {
    name: 'The name cannot be carried by this file: it needs at least three letters.',
    account: 'The account number is not one a bank accepts.',
    ifsc: 'The IFSC is not one a bank accepts.',
    upi: 'The UPI ID is not one a UPI app accepts.',
    amount: 'This amount cannot be paid by this file.',
    reference: 'The payout’s reference is malformed.',
    'repeated-reference': 'Two payouts share a reference.',
  } satisfies Record<TransferRowProblem, string>,
  summary: (count: number, total: string) =>
    count === 0 ? 'No one is chosen to pay.' : `${plural(count, 'payout', 'payouts')}, ${total} in all.`,
  download: 'Download transfer file',
  fixFirst: (count: number) =>
    `${plural(count, 'row needs', 'rows need')} fixing before the file can be made: see the messages in the table.`,
  nobodyChosen: 'Choose at least one worker to pay.',
  downloaded: (name: string, count: number) =>
    `Downloaded ${name} with ${plural(count, 'payout', 'payouts')}, each kept as sent for payment. Upload it to your bank or payout service as it is, without opening it in a spreadsheet, which can spoil long account numbers.`,
  onItsWay: (amount: string) => `Besides ${amount} sent for payment, not yet seen paid`,
  checkingEarlier: 'Checking for an earlier run of this period…',
  checkFailed: (message: string) =>
    `Could not check for an earlier run of this period, so nothing was kept: ${message}`,
  keepTitle: 'Keep this run and download the file',
  keepLead: (count: number, total: string, period: string) =>
    `${plural(count, 'payout', 'payouts')}, ${total} in all, for ${period}. Each reads “sent for payment” for its worker until the bank’s statement confirms it. Nothing counts as paid before that.`,
  earlierRun: (count: number, total: string, day: string) =>
    `A run for this period was already kept on ${day}: ${plural(count, 'payout', 'payouts')}, ${total}. If that file was uploaded to the bank, another pays those workers twice. Keep another only if the first was never uploaded.`,
  keep: 'Keep and download',
  keepAnyway: 'Keep another run and download',
  keeping: 'Keeping the run…',
  cancel: 'Cancel',
  keepFailed: (message: string) => `The run was not kept and no file was downloaded: ${message}`,
  keepUnconfirmed:
    'No answer came back, so the run may or may not have been kept, and no file was downloaded. Check your connection and press Keep and download again: each payout is kept once, whatever happened.',
  keepOffline:
    'You are offline, so the run may not have been kept, and no file was downloaded. Once you are back online, press Keep and download again: each payout is kept once, whatever happened.',
  keptDifferently:
    'A payout of this run was already kept with other details (an amount changed since). Reload the page to prepare a new run: the new one is checked against this one.',
} as const;
