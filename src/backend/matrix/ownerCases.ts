import { SERVER_TIME } from '../policies/policy';
import {
  allow,
  approval,
  countWithTotals,
  decision,
  deny,
  grant,
  matrixActors,
  novemberDecisions,
  payoutData,
  payoutWithTotals,
  sentPayoutData,
  type MatrixCase,
  type MatrixOp,
} from './fixtures';

/**
 * Every kind of admin read and write, as the account `uid` sends it (its own uid where the rules
 * want the writer's): users, payments, exports, counts, payouts, ads and book files.
 */
export function adminRights(uid: string): { right: string; op: MatrixOp }[] {
  return [
    { right: 'read any profile', op: { kind: 'get', path: 'users/learner' } },
    { right: 'list every user', op: { kind: 'list', collection: 'users' } },
    {
      right: 'list the users waiting for approval',
      op: { kind: 'list', collection: 'users', whereApproved: false },
    },
    {
      right: 'approve a user',
      op: { kind: 'update', path: 'users/learner', data: { approved: true, revoked: false } },
    },
    {
      right: 'revoke an approval',
      op: { kind: 'update', path: 'users/approved', data: { approved: false, revoked: true } },
    },
    { right: 'list every payment', op: { kind: 'list', collection: 'payments' } },
    { right: 'list the payments confirmed in a month', op: { kind: 'listConfirmed', ...novemberDecisions } },
    {
      right: 'list the pending payments of a bank statement’s days',
      op: { kind: 'listPendingBetween', ...novemberDecisions },
    },
    {
      right: 'confirm a payment, granting the book',
      op: {
        kind: 'batch',
        writes: [
          { type: 'update', path: 'payments/UTR1000', data: { ...decision('confirmed'), decidedBy: uid } },
          { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
        ],
      },
    },
    {
      right: 'reject a payment',
      op: {
        kind: 'update',
        path: 'payments/UTR1000',
        data: { ...decision('rejected', { rejectionReason: 'wrong-amount' }), decidedBy: uid },
      },
    },
    { right: 'delete a rejected payment', op: { kind: 'delete', path: 'payments/UTR4000' } },
    { right: 'list every entitlement', op: { kind: 'list', collection: 'entitlements' } },
    {
      right: "record a worker's count",
      op: countWithTotals('approved', '2026-11-02', 40, { allTime: 50, firstDay: '2026-11-01' }),
    },
    { right: "read every worker's totals", op: { kind: 'list', collection: 'entries' } },
    { right: "read every worker's counts of a day", op: { kind: 'listDay', date: '2026-11-01' } },
    { right: 'record a payout', op: payoutWithTotals('new1', payoutData({ createdBy: uid })) },
    { right: 'list every payout', op: { kind: 'list', collection: 'payouts' } },
    {
      right: "keep a pay run's payout, sent for payment",
      op: { kind: 'create', path: 'sentPayouts/LENEWPAY0001', data: sentPayoutData({ createdBy: uid }) },
    },
    { right: 'list every payout sent for payment', op: { kind: 'list', collection: 'sentPayouts' } },
    { right: 'list every ad', op: { kind: 'list', collection: 'submissions' } },
    { right: 'publish an ad', op: approval() },
    {
      right: 'reject an ad',
      op: {
        kind: 'update',
        path: 'submissions/sub1',
        data: { status: 'rejected', reason: 'The price is missing.' },
      },
    },
    { right: "read a book's file link", op: { kind: 'get', path: 'bookFiles/1' } },
    {
      right: "set a book's file link",
      op: {
        kind: 'create',
        path: 'bookFiles/2',
        data: { url: 'https://files.example.test/react-pro-series.pdf', updatedAt: SERVER_TIME },
      },
    },
  ];
}

/**
 * The admin is the owner's pinned account, not whoever holds the admin's address: the owner has
 * every admin right; an account that claimed the address, verified or not, has none.
 */
export function ownerCases(): MatrixCase[] {
  const { admin, claimant, impostor } = matrixActors;
  return adminRights(admin.uid).flatMap(({ right, op }, index) => [
    allow(`the pinned owner may ${right}`, 'admin', op),
    deny(
      `a verified account with the admin's address and another uid cannot ${right}`,
      'claimant',
      adminRights(claimant.uid)[index]!.op,
    ),
    deny(
      `an unverified account with the admin's address cannot ${right}`,
      'impostor',
      adminRights(impostor.uid)[index]!.op,
    ),
  ]);
}
