/**
 * Reading back the rupee text of src/lib/money.ts's formatRupees. Kept apart from money.ts, which
 * every public page loads, because only the admin's exports read amounts back.
 */
/**
 * The rupees of an amount as formatRupees writes it ('₹1,499' → 1499), for a figure a spreadsheet
 * can add up; null when the text is not one.
 */
export function parseRupees(text: string): number | null {
  const digits = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(digits) ? Number(digits) : null;
}
