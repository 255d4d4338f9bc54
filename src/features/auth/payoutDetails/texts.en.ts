import { MAX_ACCOUNT_HOLDER } from '../../../lib/payoutDetails';

/** The words of a worker's payout details on their profile. */
export const texts = {
  heading: 'Where we pay you',
  intro:
    'Tell us where to send your earnings: a bank account or a UPI ID. Only you and the admin can see them.',
  none: 'You have not told us yet.',
  add: 'Add payout details',
  change: 'Change payout details',
  bankSummary: (masked: string, bank: string | null, ifsc: string, holder: string) =>
    `Bank account ${masked}${bank ? ` at ${bank}` : ''} (IFSC ${ifsc}), in the name of ${holder}.`,
  upiSummary: (upi: string) => `UPI ID ${upi}.`,
  changedOn: (date: string) => `Last changed on ${date}.`,
  loading: 'Loading your payout details…',
  loadFailed: 'Your payout details could not be loaded just now.',
  tryAgain: 'Try again',

  method: 'Pay me into',
  bank: 'A bank account',
  upi: 'A UPI ID',
  holder: "Account holder's name",
  account: 'Account number',
  accountAgain: 'Account number again',
  ifsc: 'IFSC',
  ifscHint: '11 characters, as on your cheque book or passbook, for example SBIN0001234.',
  bankNamed: (bank: string) => `Bank: ${bank}`,
  upiId: 'UPI ID',
  upiHint: 'As your UPI app shows it, for example name@okhdfcbank.',
  password: 'Your password',
  passwordHint: 'We ask for it with every change, so nobody else can send your pay elsewhere.',
  save: 'Save payout details',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Your payout details are saved.',

  problems: {
    holder: {
      empty: "Enter the account holder's name, as your bank has it.",
      length: `The account holder's name can be at most ${MAX_ACCOUNT_HOLDER} characters.`,
    },
    account: {
      empty: 'Enter your account number.',
      digits: 'An account number has digits only.',
      length: 'An account number has 9 to 18 digits.',
      mismatch: 'The two account numbers are not the same. Type it again.',
    },
    ifsc: {
      empty: "Enter your branch's IFSC.",
      length: 'An IFSC has 11 characters, for example SBIN0001234.',
      bank: "An IFSC starts with 4 letters, the bank's code.",
      zero: 'The fifth character of an IFSC is the digit 0 (zero).',
      branch: "An IFSC ends with 6 letters or digits, the branch's code.",
    },
    upi: {
      empty: 'Enter your UPI ID.',
      at: 'A UPI ID has one @, as in name@okhdfcbank.',
      name: 'Before the @, a UPI ID has at least 2 letters, digits, dots, hyphens or underscores.',
      handle: "After the @, a UPI ID has your UPI app's name in letters, such as okhdfcbank or ybl.",
    },
    password: 'Enter your password.',
  },

  notAllowed: 'Your payout details were not saved: only approved workers can keep them.',
  offline: 'You seem to be offline. Your payout details were not saved; what you typed is kept.',
  unanswered:
    'No answer came back, so your payout details may or may not have been saved. Press Save again: saving the same details twice is safe.',
  failed: 'Your payout details were not saved. Please try again.',
};

export type PayoutDetailsTexts = typeof texts;
