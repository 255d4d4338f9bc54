import { MAX_PAYOUT } from '../limits';
import { allow, deny, payoutData, payoutWithTotals, threeDaysAhead, type MatrixCase } from './fixtures';

/** payouts/{id} and payoutTotals/{uid}: the admin records, a worker reads their own, nothing is edited. */
export function payoutCases(): MatrixCase[] {
  const reversalOf1 = payoutData({ amount: -500, note: 'Paid twice by mistake', reverses: 'pay1' });
  return [
    allow(
      'the admin records a payout with the totals moved by it',
      'admin',
      payoutWithTotals('new1', payoutData()),
    ),
    allow(
      "a worker's first payout starts their totals",
      'admin',
      payoutWithTotals('new1', payoutData({ uid: 'other', amount: 250 })),
    ),
    allow(
      'the admin records a payout of the largest amount',
      'admin',
      payoutWithTotals('new1', payoutData({ amount: MAX_PAYOUT })),
    ),
    allow(
      'the admin records a payout dated today',
      'admin',
      payoutWithTotals('new1', payoutData({ paidOn: new Date().toISOString().slice(0, 10) })),
    ),
    allow('the admin reverses a payout with a note', 'admin', payoutWithTotals('pay1-reversal', reversalOf1)),
    deny(
      "a payout cannot take the id of another payout's reversal",
      'admin',
      payoutWithTotals('new1-reversal', payoutData()),
    ),
    deny('a worker cannot record their own payout', 'approved', payoutWithTotals('new1', payoutData())),
    deny(
      'a user cannot record a payout to themselves',
      'learner',
      payoutWithTotals('new1', payoutData({ uid: 'learner', createdBy: 'learner' })),
    ),
    deny('a payout of nothing is refused', 'admin', payoutWithTotals('new1', payoutData({ amount: 0 }))),
    deny('a negative payout is refused', 'admin', payoutWithTotals('new1', payoutData({ amount: -50 }))),
    deny('a fractional payout is refused', 'admin', payoutWithTotals('new1', payoutData({ amount: 99.5 }))),
    deny(
      'a payout above the bound is refused',
      'admin',
      payoutWithTotals('new1', payoutData({ amount: MAX_PAYOUT + 1 })),
    ),
    deny(
      'a payout dated in the future is refused',
      'admin',
      payoutWithTotals('new1', payoutData({ paidOn: threeDaysAhead })),
    ),
    deny(
      'a payout needs a real day',
      'admin',
      payoutWithTotals('new1', payoutData({ paidOn: '2026-02-30' })),
    ),
    deny('a payout needs a reference', 'admin', payoutWithTotals('new1', payoutData({ reference: '' }))),
    deny(
      'a reference is stored without surrounding spaces',
      'admin',
      payoutWithTotals('new1', payoutData({ reference: ' UTR-PAY-9 ' })),
    ),
    deny(
      'a payout is stamped with the admin who records it',
      'admin',
      payoutWithTotals('new1', payoutData({ createdBy: 'approved' })),
    ),
    deny(
      'a payout carries no fields outside the schema',
      'admin',
      payoutWithTotals('new1', payoutData({ bonus: 1 })),
    ),
    deny(
      'the totals cannot move by more than the payout',
      'admin',
      payoutWithTotals('new1', payoutData(), { paid: 1500, lastPayout: 'new1' }),
    ),
    deny(
      'the totals name the payout written with them',
      'admin',
      payoutWithTotals('new1', payoutData(), { paid: 1000, lastPayout: 'pay1' }),
    ),
    deny('a payout cannot be written without its totals', 'admin', {
      kind: 'create',
      path: 'payouts/new1',
      data: payoutData(),
    }),
    deny('the totals cannot move without a payout', 'admin', {
      kind: 'update',
      path: 'payoutTotals/approved',
      data: { paid: 1000 },
    }),
    deny('the totals cannot move by a payout already counted', 'admin', {
      kind: 'update',
      path: 'payoutTotals/approved',
      data: { paid: 1000, lastPayout: 'pay1' },
    }),
    deny('a payout cannot be changed', 'admin', {
      kind: 'update',
      path: 'payouts/pay1',
      data: { amount: 600 },
    }),
    deny('a payout cannot be deleted', 'admin', { kind: 'delete', path: 'payouts/pay1' }),
    deny('paid-to-date cannot be deleted', 'admin', { kind: 'delete', path: 'payoutTotals/approved' }),
    deny(
      'a payout is reversed once',
      'admin',
      payoutWithTotals(
        'pay2-reversal',
        payoutData({ amount: -300, note: 'Again', reverses: 'pay2', reference: 'UTR-PAY-2' }),
        { paid: 200, lastPayout: 'pay2-reversal' },
      ),
    ),
    deny(
      'a reversal cannot be reversed',
      'admin',
      payoutWithTotals(
        'pay2-reversal-reversal',
        payoutData({ amount: 300, note: 'Undo', reverses: 'pay2-reversal', reference: 'UTR-PAY-2' }),
      ),
    ),
    deny(
      'a reversal takes back exactly the amount paid',
      'admin',
      payoutWithTotals('pay1-reversal', { ...reversalOf1, amount: -400 }),
    ),
    deny(
      'a reversal needs a note',
      'admin',
      payoutWithTotals('pay1-reversal', { ...reversalOf1, note: '  ' }),
    ),
    deny(
      'a reversal is filed under the payout it takes back',
      'admin',
      payoutWithTotals('other-reversal', reversalOf1),
    ),
    deny(
      "a reversal takes back the same worker's payout",
      'admin',
      payoutWithTotals('pay1-reversal', { ...reversalOf1, uid: 'other' }),
    ),
    allow('a worker reads their own payout', 'approved', { kind: 'get', path: 'payouts/pay1' }),
    allow('a worker lists their own payouts', 'approved', {
      kind: 'list',
      collection: 'payouts',
      whereUid: 'approved',
    }),
    allow('a worker reads their own paid-to-date', 'approved', {
      kind: 'get',
      path: 'payoutTotals/approved',
    }),
    allow('a user who is not approved still reads their own payouts', 'learner', {
      kind: 'list',
      collection: 'payouts',
      whereUid: 'learner',
    }),
    allow('a user who is not approved still reads their own paid-to-date', 'learner', {
      kind: 'get',
      path: 'payoutTotals/learner',
    }),
    allow('a user who is not approved still reads their own days', 'learner', {
      kind: 'list',
      collection: 'entries/learner/dailyEntries',
    }),
    deny("a user cannot read another worker's payout", 'learner', { kind: 'get', path: 'payouts/pay1' }),
    deny("a user cannot list another worker's payouts", 'learner', {
      kind: 'list',
      collection: 'payouts',
      whereUid: 'approved',
    }),
    deny('a worker cannot list all payouts', 'approved', { kind: 'list', collection: 'payouts' }),
    deny("a user cannot read another worker's paid-to-date", 'learner', {
      kind: 'get',
      path: 'payoutTotals/approved',
    }),
    deny("a worker cannot list everyone's paid-to-date", 'approved', {
      kind: 'list',
      collection: 'payoutTotals',
    }),
    deny('a visitor cannot read payouts', 'anonymous', { kind: 'get', path: 'payouts/pay1' }),
    allow('the admin lists every payout', 'admin', { kind: 'list', collection: 'payouts' }),
    allow("the admin lists everyone's paid-to-date", 'admin', { kind: 'list', collection: 'payoutTotals' }),
    allow('the admin revokes a worker, marking them revoked', 'admin', {
      kind: 'update',
      path: 'users/approved',
      data: { approved: false, revoked: true },
    }),
    allow('the admin approves a revoked user again, clearing the mark', 'admin', {
      kind: 'update',
      path: 'users/learner',
      data: { approved: true, revoked: false },
    }),
    // The repair of workers revoked before the mark existed: the mark alone, on someone not approved
    // (the seed's 'other' has days recorded, under totals of the earlier shape).
    allow('the admin marks a former worker, not approved, as revoked', 'admin', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: true },
    }),
    deny('marking a former worker revoked changes nothing else', 'admin', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: true, firstName: 'Renamed' },
    }),
    deny('the revoked mark is true or false, nothing else', 'admin', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: 'yes' },
    }),
    allow('the admin approves a revoked worker again, clearing their mark', 'admin', {
      kind: 'update',
      path: 'users/former',
      data: { approved: true, revoked: false },
    }),
    deny('an approval cannot keep the revoked mark', 'admin', {
      kind: 'update',
      path: 'users/former',
      data: { approved: true },
    }),
    deny('a user cannot mark someone else revoked', 'learner', {
      kind: 'update',
      path: 'users/other',
      data: { revoked: true },
    }),
    deny('an approved user cannot be marked revoked', 'admin', {
      kind: 'update',
      path: 'users/approved',
      data: { revoked: true },
    }),
    deny('a user cannot mark themselves revoked', 'approved', {
      kind: 'update',
      path: 'users/approved',
      data: { revoked: true },
    }),
  ];
}
