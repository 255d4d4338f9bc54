/**
 * Money as whole paise, so sums and comparisons are exact. One reader serves the statement's cells
 * and the payment's own amount ('₹1,499', as src/backend/port/payments.ts stores it), so both sides
 * of a comparison are read alike.
 */

const SPACES = /[\s\u00a0]+/g;
/** 'CR' / 'DR' before or after the figure, as banks mark a single amount column: '400.00 Dr', '400.00 (Dr)'. */
const DIRECTION_AFTER = /\s*(?:(cr|dr)\.?|\((cr|dr)\.?\))$/i;
const DIRECTION_BEFORE = /^(cr|dr)\.?\s+/i;
/** The rupee sign, 'Rs.', 'INR' and the backtick some bank fonts print for the rupee sign. */
const CURRENCY_BEFORE = /^(₹|rs\.?|inr|`)\s*/i;
const CURRENCY_AFTER = /\s*(₹|inr)$/i;
/** Indian grouping (1,49,900.00), international (149,900.00) or none (149900). */
const FIGURE = /^(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?$/;
/** What statements write in a column that has no amount on this row, and ruled lines of '*' or '-'. */
const BLANK = /^(|[-*=_.]+|n\/?a|nil|null)$/i;

/** True when a cell of an amount column says there is no amount on its row. */
export function isBlankAmount(text: string): boolean {
  return BLANK.test(text.replace(SPACES, '').trim());
}

/**
 * The signed paise of an amount: positive for money in, negative for a minus sign, brackets or a
 * DR mark; null when the text is not an amount. '₹1,499' → 149900, '1,49,900.00' → 14990000,
 * '499.50 CR' → 49950, 'Rs. -499' → -49900, '(499)' → -49900. Numbers (an Excel cell's) are rupees.
 */
export function parsePaise(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return Math.sign(value) * Math.round(Math.abs(value) * 100) || 0;
  }
  let text = value.replace(SPACES, ' ').trim();
  let sign = 1;
  const direction = DIRECTION_AFTER.exec(text) ?? DIRECTION_BEFORE.exec(text);
  if (direction) {
    if ((direction[1] ?? direction[2])!.toLowerCase() === 'dr') sign = -sign;
    text = text.replace(direction[0], '').trim();
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    sign = -sign;
    text = text.slice(1, -1).trim();
  }
  text = readSign(text.replace(CURRENCY_AFTER, ''), (negative) => {
    if (negative) sign = -sign;
  });
  text = readSign(text.replace(CURRENCY_BEFORE, ''), (negative) => {
    if (negative) sign = -sign;
  });
  const figure = FIGURE.exec(text);
  if (!figure) return null;
  const rupees = Number(figure[1]!.replace(/,/g, ''));
  const decimals = figure[2] ?? '';
  // Paise from the digits themselves: 0.1 + 0.2 style errors never reach a sum.
  const paise = Number(decimals.padEnd(2, '0').slice(0, 2)) + (Number(decimals[2] ?? 0) >= 5 ? 1 : 0);
  return sign * (rupees * 100 + paise) || 0;
}

/** A sign, opening bracket or CR / DR mark: what says which way an amount went. */
const MARKED = /^[(+\-−]|^(?:cr|dr)|(?:cr|dr)\.?\)?$/i;

/**
 * Which way an amount says it went by its own marks: 'in' for '+499' or '499 CR', 'out' for '-499',
 * '(499)' or '499 DR'; null for a bare figure ('499'), which says nothing, and for text.
 */
export function amountDirection(text: string): 'in' | 'out' | null {
  const figure = text.replace(SPACES, '').replace(CURRENCY_BEFORE, '');
  if (!MARKED.test(figure)) return null;
  const paise = parsePaise(text);
  if (paise === null || paise === 0) return null;
  return paise > 0 ? 'in' : 'out';
}

/** `text` without a leading + or -, telling `found` whether it was a minus. */
function readSign(text: string, found: (negative: boolean) => void): string {
  const first = text[0];
  if (first !== '-' && first !== '+' && first !== '−') return text;
  found(first !== '+');
  return text.slice(1).trim();
}
