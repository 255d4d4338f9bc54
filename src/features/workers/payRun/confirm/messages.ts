import { MonthFirstDates } from '../../../../lib/statements/days';
import { plural } from '../../../../lib/plural';
import type { MatchedBy } from '../matchDebits';
import type { DoubtReason } from './confirmation';
import type { BankFileRefusal } from './refusals';

/** The admin's words for confirming a pay run's payouts against the bank's file; English only. */
export const confirmMessages = {
  title: 'Confirm the payouts from the bank’s file',
  lead: 'Once the bank has paid, drop its statement, or your payout service’s payout report, as CSV or Excel. Each debit is paired with a payout of the run by its reference, or by its amount and the worker’s name, account or UPI ID. Nothing is recorded until you press Record.',
  privacy: 'The file is read in this browser only. It is never uploaded or stored anywhere.',
  choose: 'Choose the statement or payout report',
  drop: 'or drop it here',
  reading: (name: string) => `Reading ${name}…`,
  summary: (name: string, debits: number, credits: number) =>
    `${name}: ${plural(debits, 'debit', 'debits')} and ${plural(credits, 'credit', 'credits')} read.`,
  reportSummary: (name: string, rows: number) =>
    `${name}: a payout report of ${plural(rows, 'payout', 'payouts')}.`,
  unreadRows: (count: number) =>
    `${plural(count, 'dated row was', 'dated rows were')} not counted: the amount, or whether it came in or went out, could not be read.`,

  refusals: {
    empty: 'This file is empty. Download the statement or payout report again and drop the new file.',
    'not-a-statement':
      'This file does not look like a bank statement or a payout report: no column of dates and amounts, or of payouts and their status, was found. Drop the file as your bank or payout service downloads it, in CSV or Excel.',
    'month-first': MonthFirstDates.refusal,
    'password-protected':
      'This Excel file is password-protected. Open it in Excel, remove the password, save it and drop it again.',
    'old-excel':
      'This is an old-style Excel file (.xls), which cannot be read here. Open it in Excel, save it as .xlsx or CSV and drop the new file.',
    pdf: 'PDF statements cannot be read. Download the statement or payout report as CSV or Excel and drop that file.',
    'unreadable-excel':
      'This Excel file could not be read: it may be damaged. Open it in Excel, save it again as .xlsx or CSV and drop the new file.',
    'excel-too-long':
      'This Excel file is too long to read here. Download it as CSV instead, or a shorter period in Excel, and drop that file.',
    'excel-oversized':
      'This file is not a statement or payout report that can be read here: unpacked, it would be far larger than any. Drop the file as your bank or payout service downloads it, in CSV or Excel.',
    'too-large':
      'This file is larger than 20 MB. Download a shorter period, the days since the run was sent, and drop that file.',
    'too-many-rows':
      'This file has more than 100,000 rows. Download a shorter period, the days since the run was sent, and drop that file.',
  } satisfies Record<BankFileRefusal, string>,
  failed: 'The file could not be read. Try again, or save it as CSV and drop that file.',
  workerFailed:
    'The file could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',

  paidTitle: 'Paid',
  paidHelp:
    'The file shows each of these sent, on or after the day the payout was sent, with its amount, and not returned. Record them to count them as paid.',
  recordAll: (count: number) => `Record ${plural(count, 'payout', 'payouts')}`,
  recording: (done: number, total: number) => `Recording ${done} of ${total}…`,
  recordedAll: (count: number) =>
    `${plural(count, 'payout', 'payouts')} recorded with the bank’s reference and date.`,
  recordFailures:
    'These were not recorded, or no answer came back to say so; the others are done. Press Record again: a payout recorded already is not recorded twice.',
  noAnswer: 'no answer came back, so it may or may not have been recorded.',
  offline: 'you are offline, so it may not have been recorded.',
  recordedDifferently:
    'a payout under this reference was recorded before with another date, amount or bank reference, and is left as it was. Look at the worker’s payouts.',
  alreadyRecorded: 'Already recorded',
  recordedNow: 'Recorded',
  toRecord: 'To record',
  notApproved:
    'No longer approved: their approval was taken back after the run was prepared. They were paid, so the payout is recorded all the same.',
  matchedBy: {
    reference: 'By reference',
    name: 'By amount and name',
    account: 'By amount and account',
    upi: 'By amount and UPI ID',
  } satisfies Record<MatchedBy, string>,

  cannotTellTitle: 'Can’t tell',
  cannotTellHelp:
    'These debits may be payouts of the run, but the file does not prove which or whether: check them with the bank. Nothing is recorded for them.',
  doubts: {
    'several-payouts': 'It names, or fits, more than one payout.',
    'amount-differs': 'It carries the payout’s reference, but not its amount.',
    'several-debits': 'More than one debit names this payout: was it paid twice?',
    'another-worker-named': 'It went to one worker’s account or UPI ID but names another worker.',
    'return-differs': 'Money came back naming it, but not the same amount.',
    'before-sent':
      'It carries the payout’s reference but is dated before the payout was sent, so it cannot be its payment.',
    'reversal-unclear':
      'The report says a transfer for this payout was reversed, and does not say whether it was this one.',
    'no-date': 'The file gives no date for it.',
    'after-today': 'It is dated after today.',
  } satisfies Record<DoubtReason, string>,

  notPaidTitle: 'Not paid',
  notPaidHelp:
    'The file shows these payouts returned, failed, or not done yet. Nothing is recorded for them. Withdraw one the bank will not pay: its amount is due again, to pay in a later run.',
  returned: (day: string) => `Returned on ${day}`,
  unpaid: { failed: 'Failed', pending: 'Not done yet' },
  recordedButNotPaid: 'Recorded as paid before: reverse it from the worker’s payouts.',

  missingTitle: 'Not in the file',
  missingHelp:
    'No debit in the file names these payouts or fits them. Drop a later statement, or ask the bank. If the bank did not pay one (it refused the file, or you left the worker out), withdraw it: its amount is due again, to pay in a later run.',

  columnWithdraw: 'If the bank did not pay',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing…',
  withdrawConfirm: (name: string, amount: string, reference: string) =>
    `Withdraw the payout of ${amount} to ${name} (${reference})? Do this only if the bank did not pay it: it stops counting as sent for payment, and ${amount} is due to ${name} again. If a later statement shows it paid after all, it is recorded then.`,
  withdrawnNow: (name: string, amount: string) =>
    `The payout of ${amount} to ${name} is withdrawn: ${amount} is due again.`,
  withdrawFailed: (name: string, message: string) => `Could not withdraw the payout to ${name}: ${message}`,
  withdrawnState: 'Withdrawn: due again',
  withdrawnButPaid:
    'Withdrawn before, yet the bank paid it: record it, and check the worker was not paid twice.',

  sentRunsTitle: 'Sent for payment, not yet seen paid',
  sentRunsLead:
    'The runs you kept whose payouts no statement has shown paid yet. Drop the bank’s statement below to record them. If the bank refused a file or paid none of it, withdraw its run: every payout in it is due again, to pay in a new run.',
  sentRun: (fileName: string, keptOn: string, payouts: number, total: string) =>
    `${fileName}, kept on ${keptOn}: ${plural(payouts, 'payout', 'payouts')}, ${total}`,
  withdrawRun: 'Withdraw this run',
  runWithdrawnState: 'Run withdrawn',
  runMixed:
    'This file’s name holds more than one run, kept the same day: withdraw its payouts one by one, below.',
  runPayouts: (count: number) => `Payouts in this file (${count}): withdraw one alone`,
  runPayoutsCaption: (fileName: string) => `The payouts of ${fileName} still on their way`,
  withdrawingRun: (done: number, count: number) => `Withdrawing ${done} of ${count}…`,
  withdrawRunConfirm: (fileName: string, payouts: number, total: string) =>
    `Withdraw all ${plural(payouts, 'payout', 'payouts')} of ${fileName} (${total})? Do this only if the bank refused the file or paid none of it. Each becomes due to its worker again: if the bank pays any of them after all, those workers will be paid twice. A later statement that shows one paid still records it, flagged.`,
  runWithdrawn: (payouts: number, total: string) =>
    `${plural(payouts, 'payout is', 'payouts are')} withdrawn: ${total} is due again.`,
  runPaidMeanwhile: (payouts: number) =>
    `${plural(payouts, 'payout was', 'payouts were')} recorded as paid meanwhile and stay${payouts === 1 ? 's' : ''} paid.`,
  runWithdrawFailed: (failed: number, message: string) =>
    `${plural(failed, 'payout', 'payouts')} could not be withdrawn: ${message} Press Withdraw this run again to withdraw the rest.`,

  unclaimedTitle: 'Money out no payout claims',
  unclaimedHelp: 'Debits in the file that are no payout of the run.',
  chargesTitle: 'Bank charges',
  chargesHelp: 'The bank’s charges and the tax on them: no payout.',

  columnWorker: 'Worker',
  columnAmount: 'Amount',
  columnBankReference: 'Bank reference',
  columnDate: 'Date',
  columnMatched: 'Matched',
  columnState: 'State',
  columnReference: 'Payout reference',
  columnDebit: 'Debit',
  columnNarration: 'Narration',
  columnPayouts: 'Payouts it may be',
  columnWhy: 'Why',
  noReference: 'No reference',
  debit: (amount: string, day: string, row: number) => `${amount} on ${day}, row ${row}`,
  none: 'None.',
} as const;
