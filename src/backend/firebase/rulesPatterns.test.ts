import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOLDER_PATTERN,
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  MAX_ACCOUNT_HOLDER,
  UPI_ID_PATTERN,
} from '../../lib/payoutDetails';
import { PAYOUT_DETAILS_SIGN_IN_WINDOW_MINUTES } from '../port/payoutDetails';
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
