/**
 * A bank's own charges on a transfer, and the tax on them: 'IMPS CHG 533412345678', 'IGST ON
 * NEFT CHGS', 'SERVICE CHARGES', 'SMS ALERT FEE'. They are money out no payout claims, listed
 * apart so the admin does not look for a worker behind them.
 */
const CHARGE_WORDS =
  /\b(?:CHARGES?|CHGS?|CHRGS?|CHG|GST|IGST|CGST|SGST|FEES?|COMMISSION|COMM|SERVICE TAX|CESS)\b/;

export const isBankCharge = (narration: string) =>
  CHARGE_WORDS.test(narration.toUpperCase().replace(/[^A-Z0-9]+/g, ' '));
