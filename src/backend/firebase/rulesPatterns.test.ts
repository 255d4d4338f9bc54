import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOLDER_PATTERN,
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  MAX_ACCOUNT_HOLDER,
  UPI_ID_PATTERN,
} from '../../lib/payoutDetails';
import { MAX_PAYEE, MAX_PAYOUT, MAX_TRANSFER_FILE_NAME } from '../limits';
import { PAYOUT_REFERENCE_PATTERN } from '../payoutReferences';
import { ACCOUNT_TAIL_PATTERN, PAY_PERIOD_PATTERN } from '../policies/sentPayoutPolicy';
import { PAYOUT_DETAILS_SIGN_IN_WINDOW_MINUTES } from '../port/payoutDetails';
import { SENT_PAYOUT_LAYOUTS } from '../port/sentPayouts';
import { rules } from './rulesSource';

/**
 * firestore.rules cannot import src/lib/payoutDetails.ts, so it repeats the forms of a worker's
 * payout details: a form the app accepts and the rules refuse would leave a worker unable to say
 * where to be paid, in production only.
 */
describe("firestore.rules and the forms of a worker's payout details", () => {
  const body = rules.slice(rules.indexOf('function isPayoutDetails('));

  it.each([
    ['account holder', ACCOUNT_HOLDER_PATTERN],
    ['account number', ACCOUNT_NUMBER_PATTERN],
    ['IFSC', IFSC_PATTERN],
    ['UPI ID', UPI_ID_PATTERN],
  ])("matches the %s with the app's own pattern", (_field, pattern) => {
    expect(body).toContain(`.matches('${pattern}')`);
  });

  it("bounds the holder's name as the app does", () => {
    expect(body).toContain(`isText(data.holder, 1, ${MAX_ACCOUNT_HOLDER})`);
  });

  it('asks for a sign-in as recent as the app does', () => {
    expect(rules).toContain(`duration.value(${PAYOUT_DETAILS_SIGN_IN_WINDOW_MINUTES}, 'm')`);
  });
});

/**
 * A payout sent for payment is kept under the reference the pay run drew, and holds the account it
 * went to: a reference or an account the app makes and the rules refuse would leave a run prepared,
 * downloaded and paid by the bank without its record, in production only.
 */
describe('firestore.rules and the forms of a payout sent for payment', () => {
  const block = rules.slice(rules.indexOf('match /sentPayouts/{reference}'));
  const body = rules.slice(rules.indexOf('function isSentPayout('));

  it("keeps it under a reference of the pay run's shape", () => {
    expect(block).toContain(`reference.matches('${PAYOUT_REFERENCE_PATTERN}')`);
  });

  it.each([
    ['pay period', PAY_PERIOD_PATTERN],
    ["account number's last digits", ACCOUNT_TAIL_PATTERN],
    ['UPI ID', UPI_ID_PATTERN],
  ])("matches the %s with the app's own pattern", (_field, pattern) => {
    expect(body).toContain(`.matches('${pattern}')`);
  });

  it('bounds the amount, the names and the layouts as the app does', () => {
    expect(body).toContain(`data.amount <= ${MAX_PAYOUT}`);
    expect(body).toContain(`isText(data.payee, 1, ${MAX_PAYEE})`);
    expect(body).toContain(`isText(data.fileName, 0, ${MAX_TRANSFER_FILE_NAME})`);
    expect(body).toContain(
      `data.layout in [${SENT_PAYOUT_LAYOUTS.map((layout) => `'${layout}'`).join(', ')}]`,
    );
  });
});
