/**
 * Which column of a statement holds what, guessed from the header row's words, so any bank's or
 * UPI app's layout is read without set-up. The guess is exported, so the page can show the admin
 * the columns used and take their choice instead.
 */

/** Column indexes from 0; null when the statement has no such column. */
export interface StatementColumns {
  date: number | null;
  narration: number | null;
  /** Every column that may hold the reference a buyer quotes: UTR, RRN, cheque or ref no., transaction id. */
  references: number[];
  /** Money in. With it, `debit` is money out and `amount` is unused. */
  credit: number | null;
  debit: number | null;
  /** One column for money in and out, told apart by `direction`, a sign or a CR/DR mark. */
  amount: number | null;
  /** 'Cr' / 'Dr' (or Credit / Debit) beside a single amount column. */
  direction: number | null;
  /** A payment report's success or failure of each transaction. */
  status: number | null;
}

type Role = Exclude<keyof StatementColumns, 'references'>;

/** Lower case, every run of other characters one space: 'Chq./Ref.No.' → 'chq ref no'. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const AMOUNT_TAIL = String.raw`(?: amount| amt)?(?: inr| rs)?`;
/** Money out's words, as banks spell them: 'Withdrawal', 'Withdrawls' (IndusInd), 'WITHDRAWS' (Canara). */
const OUT = String.raw`(?:debits?|withdrawals?|withdrawls?|withdraws)`;
const IN = String.raw`(?:credits?|deposits?)`;
/** A header naming money in and out, as Kotak's 'Withdrawal (Dr)/Deposit (Cr)': one marked amount. */
const BOTH = new RegExp(String.raw`\b${OUT}\b.*\b${IN}\b|\b${IN}\b.*\b${OUT}\b`);
/** A header with the words of `way`, unless it names the other way too. */
const oneWay = (way: string) => new RegExp(String.raw`^(?!.*(?:${BOTH.source})).*\b${way}\b`);

/** Each role's header words, best first: a column matching an earlier one wins. */
const PATTERNS: Record<Role, RegExp[]> = {
  direction: [
    /^(?:dr cr|cr dr|debit credit|credit debit)(?: indicator| type)?$/,
    /^(?:txn |transaction )?type$/,
  ],
  credit: [new RegExp(String.raw`^(?:${IN}|cr)${AMOUNT_TAIL}$`), oneWay(IN)],
  debit: [new RegExp(String.raw`^(?:${OUT}|dr)${AMOUNT_TAIL}$`), oneWay(OUT)],
  amount: [
    /^(?:txn |transaction )?(?:amount|amt)(?: inr| rs)?$/,
    BOTH,
    /\bamount\b(?!.*\b(?:balance|fee|fees|tax|gst|charges?|commission|mdr)\b)/,
  ],
  date: [
    /^(?:txn |tran |trans |transaction |posting |post |booking )?(?:date|dt)(?: and)?(?: time)?$/,
    /^value (?:date|dt)$/,
    /\b(?:date|dt)\b/,
  ],
  narration: [
    /^(?:txn |transaction )?(?:narration|description|particulars|remarks|details)$/,
    /\b(?:narration|description|particulars|remarks|details)\b/,
    /\b(?:payer|customer|sender|from)\b/,
  ],
  status: [/^(?:txn |transaction |payment )?status$/],
};

/** Reference columns, best first, so the page lists the UTR before a cheque number. */
const REFERENCE_PATTERNS = [
  /\b(?:utr|rrn)\b/,
  /\bupi (?:ref|reference|transaction|txn)\b/,
  /\b(?:ref|reference)\b/,
  /\b(?:transaction|txn|payment) id\b/,
  /\b(?:chq|cheque|check)\b|^chq ?no$/,
];

/** The order roles take their columns in: a 'Dr / Cr' column is a direction before it is a credit. */
const ROLE_ORDER: Role[] = ['direction', 'credit', 'debit', 'amount', 'date', 'status', 'narration'];

function pick(names: readonly string[], patterns: readonly RegExp[], taken: Set<number>): number | null {
  for (const pattern of patterns) {
    const index = names.findIndex((name, column) => !taken.has(column) && name !== '' && pattern.test(name));
    if (index >= 0) return index;
  }
  return null;
}

/** The columns a header row names; every role may be null when the row names none. */
export function guessColumns(headers: readonly string[]): StatementColumns {
  const names = headers.map(normaliseHeader);
  // A 'Dr / Cr' right after the balance says which side the balance is on, not the row's money.
  const taken = new Set(names.flatMap((_, column) => (balanceMark(names, column) ? [column] : [])));
  const columns: StatementColumns = {
    date: null,
    narration: null,
    references: [],
    credit: null,
    debit: null,
    amount: null,
    direction: null,
    status: null,
  };
  for (const role of ROLE_ORDER) {
    if (role === 'amount' && columns.credit !== null) continue;
    const index = pick(names, PATTERNS[role], taken);
    columns[role] = index;
    if (index !== null) taken.add(index);
    if (role === 'date') pickReferences(names, taken, columns.references);
  }
  // A direction column means nothing without the single amount it qualifies.
  if (columns.amount === null && columns.direction !== null) columns.direction = null;
  return columns;
}

const BALANCE = /\b(?:bal|balance)\b/;

const balanceMark = (names: readonly string[], column: number) =>
  column > 0 &&
  BALANCE.test(names[column - 1]!) &&
  PATTERNS.direction.some((pattern) => pattern.test(names[column]!));

/** Reference columns are taken after the amounts and the date, before the narration. */
function pickReferences(names: readonly string[], taken: Set<number>, references: number[]): void {
  for (const pattern of REFERENCE_PATTERNS) {
    names.forEach((name, column) => {
      if (!taken.has(column) && pattern.test(name)) {
        references.push(column);
        taken.add(column);
      }
    });
  }
}

/** A payment report's columns for the payer's UPI ID and name ('Payer VPA', 'Customer Name'). */
const PAYER_VPA = /\b(?:vpa|upi id|upi address|upi handle)\b/;
const PAYER = /\b(?:payer|customer|sender|remitter)\b/;
const NOT_A_NAME = /\b(?:id|mobile|phone|email|e mail|account|acc|ac|no|number|ifsc|bank|type|code)\b/;

/**
 * The columns of a UPI business app's report that name each payment's payer (PhonePe's 'Payer
 * Name' and 'Payer VPA', BharatPe's 'Customer Name'); null where it has none, as bank statements
 * do not.
 */
export function payerColumns(headers: readonly string[]): { name: number | null; vpa: number | null } {
  const names = headers.map(normaliseHeader);
  const vpa = names.findIndex((name) => PAYER_VPA.test(name));
  const name = names.findIndex(
    (header, column) =>
      column !== vpa && PAYER.test(header) && !PAYER_VPA.test(header) && !NOT_A_NAME.test(header),
  );
  return { name: name < 0 ? null : name, vpa: vpa < 0 ? null : vpa };
}

/** True when the columns name a date and an amount of money in: enough to read credits. */
export const readsCredits = (columns: StatementColumns): boolean =>
  columns.date !== null && (columns.credit !== null || columns.amount !== null);

/** How far down lines of account details may push the header row. */
const HEADER_SEARCH_ROWS = 200;

/** The index of the statement's header row, below any lines of account details; null when none. */
export function findHeaderRow(rows: readonly (readonly string[])[]): number | null {
  const last = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < last; index++) {
    if (readsCredits(guessColumns(rows[index]!))) return index;
  }
  return null;
}

/**
 * A stable name for a statement's layout: its normalised headers. The page keeps the admin's
 * column choice under it, so the next statement from the same bank is read the same way.
 */
export function layoutKey(headers: readonly string[]): string {
  const names = headers.map(normaliseHeader);
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  return names.join('|');
}
