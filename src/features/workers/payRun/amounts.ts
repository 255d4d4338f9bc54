/**
 * A payout's amount: rupees as the admin types them, paise as the run keeps them, and rupees with
 * two decimals as transfer files print them. Paise are whole numbers, so sums are exact.
 */

/**
 * Digits, perhaps in Indian or international groups (the last group of three, so '400,00' typed for
 * 400.00 is no amount rather than ₹40,000), and at most two decimals: '1,499.50'.
 */
const FIGURE = String.raw`(\d{1,3}(?:,\d{2,3})*,\d{3}|\d+)`;
const RUPEES = new RegExp(String.raw`^${FIGURE}(?:\.(\d{1,2}))?$`);
const TOO_MANY_DECIMALS = new RegExp(String.raw`^${FIGURE}\.\d{3,}$`);
/** A crore, far above any month's pay for data entry: a typing slip, not a payout. */
export const MAX_PAYOUT_PAISE = 1_00_00_000 * 100;

/** The figure without the rupee sign, 'Rs.' or 'INR' people type before it. */
const withoutCurrency = (typed: string) => typed.trim().replace(/^(?:₹|rs\.?|inr)\s*/i, '');

export type PayoutAmountProblem = 'empty' | 'not-a-number' | 'decimals' | 'zero' | 'negative' | 'too-large';

/** What is wrong with an amount as typed, in rupees; null when it is a payout's amount. */
export function payoutAmountProblem(typed: string): PayoutAmountProblem | null {
  const text = withoutCurrency(typed);
  if (text === '') return 'empty';
  if (/^[-−]/.test(text)) return 'negative';
  if (TOO_MANY_DECIMALS.test(text)) return 'decimals';
  const paise = paiseOfRupees(text);
  if (paise === null) return 'not-a-number';
  if (paise === 0) return 'zero';
  if (paise > MAX_PAYOUT_PAISE) return 'too-large';
  return null;
}

/** The paise of rupees as typed ('1,499.5' → 149950); null unless it is a payout's amount. */
export function payoutPaise(typed: string): number | null {
  return payoutAmountProblem(typed) === null ? paiseOfRupees(withoutCurrency(typed)) : null;
}

function paiseOfRupees(text: string): number | null {
  const figure = RUPEES.exec(text);
  if (!figure) return null;
  const rupees = Number(figure[1]!.replace(/,/g, ''));
  return rupees * 100 + Number((figure[2] ?? '').padEnd(2, '0'));
}

/** True for whole, positive paise no larger than a payout may be. */
export const isPayoutPaise = (paise: number) =>
  Number.isSafeInteger(paise) && paise > 0 && paise <= MAX_PAYOUT_PAISE;

/** Rupees with two decimals and no grouping, as transfer files want them: 149950 → '1499.50'. */
export function rupeesText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
