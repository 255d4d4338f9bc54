import { BANKS_BY_IFSC_CODE } from '../config/banks';

/**
 * Where a worker is paid, as banks and UPI apps write it: an Indian bank account named by its IFSC,
 * or a UPI ID. The formats here are the one place the profile's form and both backends' policy take
 * them from; firestore.rules repeats the patterns, and src/backend/firebase/rulesPatterns.test.ts
 * holds the two to each other.
 */

/** An IFSC's parts: 4 letters (the bank), a 0 (kept for later use), 6 letters or digits (the branch). */
const IFSC_BANK = '[A-Z]{4}';
const IFSC_BRANCH = '[A-Z0-9]{6}';
export const IFSC_PATTERN = `^${IFSC_BANK}0${IFSC_BRANCH}$`;
/** Indian banks' account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{9,18}$';
/**
 * NPCI's form of a UPI ID (a virtual payment address): a name of letters, digits, dots, hyphens and
 * underscores, then @ and the app's handle of letters. Kept lower-case: UPI IDs are not
 * case-sensitive, and one spelling makes a change of details a real change.
 */
const UPI_NAME = '[a-z0-9._-]{2,256}';
const UPI_HANDLE = '[a-z]{2,64}';
export const UPI_ID_PATTERN = `^${UPI_NAME}@${UPI_HANDLE}$`;
/** The account holder's name, as the bank has it: words with one space between them. */
export const ACCOUNT_HOLDER_PATTERN = '^[^ ]+( [^ ]+)*$';
export const MAX_ACCOUNT_HOLDER = 100;

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);
const whole = (part: string, value: string) => matches(`^${part}$`, value);

/** As a bank prints it: capitals, no spaces. */
export const normaliseIfsc = (value: string) => value.replace(/\s+/g, '').toUpperCase();
/** Digits as typed, without the spaces or hyphens people group them with. */
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]+/g, '');
export const normaliseUpiId = (value: string) => value.trim().toLowerCase();
export const normaliseAccountHolder = (value: string) => value.trim().replace(/\s+/g, ' ');

export const isIfsc = (value: string) => matches(IFSC_PATTERN, value);
export const isAccountNumber = (value: string) => matches(ACCOUNT_NUMBER_PATTERN, value);
export const isUpiId = (value: string) => matches(UPI_ID_PATTERN, value);
export const isAccountHolder = (value: string) =>
  value.length <= MAX_ACCOUNT_HOLDER && matches(ACCOUNT_HOLDER_PATTERN, value);

/** What is wrong with an IFSC as typed, most basic first; null when it is well formed. */
export type IfscProblem = 'empty' | 'length' | 'bank' | 'zero' | 'branch';

export function ifscProblem(typed: string): IfscProblem | null {
  const ifsc = normaliseIfsc(typed);
  if (ifsc === '') return 'empty';
  if (ifsc.length !== 11) return 'length';
  if (!whole(IFSC_BANK, ifsc.slice(0, 4))) return 'bank';
  if (ifsc[4] !== '0') return 'zero';
  if (!whole(IFSC_BRANCH, ifsc.slice(5))) return 'branch';
  return null;
}

/** The bank an IFSC names, when it is one this app knows. */
export function bankOf(ifsc: string): string | null {
  return BANKS_BY_IFSC_CODE[normaliseIfsc(ifsc).slice(0, 4)] ?? null;
}

export type AccountNumberProblem = 'empty' | 'digits' | 'length' | 'mismatch';

/** What is wrong with an account number typed twice; null when both say the same good number. */
export function accountNumberProblem(typed: string, typedAgain: string): AccountNumberProblem | null {
  const account = normaliseAccountNumber(typed);
  if (account === '') return 'empty';
  if (!/^[0-9]+$/.test(account)) return 'digits';
  if (!isAccountNumber(account)) return 'length';
  if (normaliseAccountNumber(typedAgain) !== account) return 'mismatch';
  return null;
}

export type UpiIdProblem = 'empty' | 'at' | 'name' | 'handle';

export function upiIdProblem(typed: string): UpiIdProblem | null {
  const upi = normaliseUpiId(typed);
  if (upi === '') return 'empty';
  const parts = upi.split('@');
  if (parts.length !== 2) return 'at';
  if (!whole(UPI_NAME, parts[0]!)) return 'name';
  if (!whole(UPI_HANDLE, parts[1]!)) return 'handle';
  return null;
}

export type AccountHolderProblem = 'empty' | 'length';

export function accountHolderProblem(typed: string): AccountHolderProblem | null {
  const holder = normaliseAccountHolder(typed);
  if (holder === '') return 'empty';
  if (holder.length > MAX_ACCOUNT_HOLDER) return 'length';
  return null;
}

/** An account number as anyone but its owner and the admin sees it: its last four digits. */
export const maskAccountNumber = (account: string) => `•••• ${account.slice(-4)}`;
