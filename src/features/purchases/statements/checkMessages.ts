import { plural } from '../../../lib/plural';
import type { StatementColumns } from '../../../lib/statements/columns';
import type { PaymentVerdict } from './classify';

/** The words of the statement check on the payment approval dashboard. */
export const checkMessages = {
  title: 'Check against a bank statement',
  lead: 'Drop the statement your bank or UPI business app exports, as CSV or Excel: every pending payment of its dates is held against the money received.',
  privacy: 'The file is read in this browser only. It is never uploaded or stored anywhere.',
  choose: 'Choose a statement file',
  drop: 'or drop it here',
  reading: (name: string) => `Reading ${name}…`,
  loadingPayments: 'Reading the pending payments of these dates…',
  paymentsFailed: 'The payments could not be read. Check your connection, then try again.',
  tryAgain: 'Try again',
  summary: (name: string, credits: number, from: string, to: string) =>
    `${name}: ${plural(credits, 'credit', 'credits')} received from ${from} to ${to}.`,
  noCredits: 'This statement holds no money received, so no payment can be checked against it.',
  read: (pending: number) =>
    `${plural(pending, 'pending payment', 'pending payments')} of these dates checked.`,

  columnsTitle: 'Columns used',
  columnsHint:
    'If a column was read wrongly, choose the right one and read again. The choice is remembered in this browser for statements with the same headings.',
  columnRoles: {
    date: 'Date',
    narration: 'Narration',
    references: 'Reference (UTR)',
    credit: 'Money received (credit)',
    amount: 'Amount (in and out)',
    direction: 'Cr / Dr (beside one amount)',
  } satisfies Partial<Record<keyof StatementColumns, string>>,
  noColumn: 'None',
  readAgain: 'Read again with these columns',

  verdicts: {
    matches: 'Matches',
    'amount-differs': 'Amount differs',
    'not-in-statement': 'Not in the statement',
    'cannot-tell': 'Can’t tell',
    'already-decided': 'Already decided',
  } satisfies Record<PaymentVerdict, string>,
  verdictHelp: {
    matches:
      'The reference is one credit’s own in the statement, with the book’s amount. Where the payer is plainly not the buyer, look, and tick the payment to approve it with the others.',
    'amount-differs':
      'The reference is in the statement, with another amount. Proposed: reject as the wrong amount.',
    'not-in-statement':
      'The statement covers the payment’s day and the day after, and no credit carries its reference. Proposed: reject as not received.',
    'cannot-tell':
      'The statement does not cover the payment’s day and the day after, or holds the reference without proving it one credit’s own: check it by hand, or with a later statement.',
    'already-decided': 'Approved or rejected before: nothing is changed.',
  } satisfies Record<PaymentVerdict, string>,
  none: 'None.',
  columnPayment: 'Payment',
  columnBuyer: 'Buyer',
  columnAmounts: 'Amounts',
  columnAction: 'Action',
  claimed: (amount: string) => `Paid: ${amount}`,
  received: (amount: string, day: string) => `Received: ${amount} on ${day}`,
  payer: (name: string | null, vpa: string | null) =>
    `Payer: ${[name, vpa && (name ? `(${vpa})` : vpa)].filter(Boolean).join(' ')}`,
  payerDiffers: 'Not the buyer’s name: look before approving.',
  approveTicked: 'Approve with the others',
  notes: {
    reversed: (amount: string, day: string, reversedDay: string) =>
      `Received ${amount} on ${day}, then paid back on ${reversedDay}: a reversal, not a payment.`,
    unread: (row: number) =>
      `On row ${row} of the statement, which does not say whether the money came in or went out.`,
    unproven: 'On several rows of the statement, or not a row’s own reference: it proves no payment.',
    moneyOut: (amount: string, day: string) => `Money paid out, not received: ${amount} on ${day}.`,
  },
  claimedByOther: (reference: string) => `Its credit is claimed by payment ${reference}.`,
  approvedState: 'Approved',
  rejectedState: 'Rejected',

  approveAll: (count: number) => `Approve ${plural(count, 'matching payment', 'matching payments')}`,
  approving: (done: number, total: number) => `Approving ${done} of ${total}…`,
  approvedAll: (count: number) =>
    `${plural(count, 'payment', 'payments')} approved: the buyers can download their books.`,
  approveFailures:
    'These were not approved, or no answer came back to say so; the others are done. Approve them again (a payment approved already is not approved twice), or one by one below:',
  noAnswer: 'no answer came back, so it may or may not have been approved.',
  offline: 'you are offline, so it may not have been approved.',
  rejectProposed: 'Reject…',
  wrongAmountNote: (received: string, price: string) => `We received ${received}, not ${price}.`,

  unclaimedTitle: 'Received, not claimed',
  unclaimedHelp: 'Money in the statement that no payment names: follow it up with the payer.',
  columnDay: 'Date',
  columnReference: 'Reference',
  columnAmount: 'Amount',
  columnNarration: 'Narration',
  noReference: 'No reference',

  leftOutTitle: 'Not counted as money received',
  leftOutHelp:
    'Rows with money the check did not count as received: their direction could not be read (choose the Cr / Dr column under Columns used), or the money was paid back.',
  columnWhy: 'Why',
  unreadWhy: 'Direction not read',
  reversedWhy: (day: string) => `Paid back on ${day}`,
  moreRows: (count: number) => `And ${plural(count, 'more row', 'more rows')}.`,

  tellTitle: 'Tell the buyers',
  tellAllByEmail: (count: number) =>
    `E-mail ${plural(count, 'buyer', 'buyers')} (one e-mail, addresses in Bcc)`,
  tellAllSubject: 'Your eBook payment is confirmed',
  tellOnWhatsApp: (name: string) => `WhatsApp ${name}`,
} as const;
