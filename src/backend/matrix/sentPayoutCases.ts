import { MAX_PAYEE, MAX_PAYOUT, MAX_TRANSFER_FILE_NAME } from '../limits';
import { SERVER_TIME } from '../policies/policy';
import {
  allow,
  deny,
  ownerUid,
  paidSentReference,
  seededSentReference,
  seedTime,
  sentPayoutData,
  threeDaysAhead,
  todayInUtc,
  withdrawnSentReference,
  without,
  type MatrixCase,
  type MatrixOp,
} from './fixtures';
import type { DocData } from '../policies/policy';

/**
 * sentPayouts/{reference}: the payouts of a prepared pay run. The admin creates them, under the
 * reference each row carries to the bank; the worker paid reads their own; nothing is changed or
 * deleted.
 */
export function sentPayoutCases(): MatrixCase[] {
  const seeded = `sentPayouts/${seededSentReference}`;
  const reference = 'LENEWPAY0001';
  const sending = (data: DocData, id = reference): MatrixOp => ({
    kind: 'create',
    path: `sentPayouts/${id}`,
    data,
  });
  const sent = (overrides: DocData = {}) => sending(sentPayoutData(overrides));
  const byQr = sentPayoutData({
    layout: 'upi-qr',
    fileName: '',
    method: 'upi',
    accountTail: '',
    upi: 'approved@okhdfcbank',
  });
  return [
    allow("the admin keeps a pay run's payout, sent for payment", 'admin', sent()),
    allow("the admin keeps a run's payouts together, in one batch", 'admin', {
      kind: 'batch',
      writes: [
        { type: 'set', path: `sentPayouts/${reference}`, data: sentPayoutData() },
        {
          type: 'set',
          path: 'sentPayouts/LENEWPAY0002',
          data: { ...byQr, uid: 'other', payee: 'Other Demo', layout: 'razorpayx', fileName: 'run.csv' },
        },
      ],
    }),
    allow('the admin keeps a payout paid by scanning a UPI QR code, with no file', 'admin', sending(byQr)),
    allow('the admin keeps a payout of the largest amount', 'admin', sent({ amount: MAX_PAYOUT })),
    allow('the admin keeps a payout prepared today', 'admin', sent({ sentOn: todayInUtc })),
    allow(
      'the admin keeps names as long as a file may carry',
      'admin',
      sent({
        payee: 'P'.repeat(MAX_PAYEE),
        fileName: 'f'.repeat(MAX_TRANSFER_FILE_NAME),
      }),
    ),
    allow('the admin reads a payout sent for payment', 'admin', { kind: 'get', path: seeded }),
    allow('the admin lists every payout sent for payment', 'admin', {
      kind: 'list',
      collection: 'sentPayouts',
    }),
    allow('a worker reads their own payout sent for payment', 'approved', { kind: 'get', path: seeded }),
    allow('a worker lists their own payouts sent for payment', 'approved', {
      kind: 'list',
      collection: 'sentPayouts',
      whereUid: 'approved',
    }),
    deny("a user cannot read another worker's payout sent for payment", 'learner', {
      kind: 'get',
      path: seeded,
    }),
    deny("a user cannot list another worker's payouts sent for payment", 'learner', {
      kind: 'list',
      collection: 'sentPayouts',
      whereUid: 'approved',
    }),
    deny('a worker cannot list every payout sent for payment', 'approved', {
      kind: 'list',
      collection: 'sentPayouts',
    }),
    deny('a visitor cannot read a payout sent for payment', 'anonymous', { kind: 'get', path: seeded }),
    deny('a visitor cannot list payouts sent for payment', 'anonymous', {
      kind: 'list',
      collection: 'sentPayouts',
    }),
    deny('a worker cannot send their own payout', 'approved', sent({ createdBy: 'approved' })),
    deny(
      'a user cannot send a payout to themselves',
      'learner',
      sent({ uid: 'learner', createdBy: 'learner' }),
    ),
    deny(
      "an account claiming the admin's address cannot send a payout",
      'claimant',
      sent({ createdBy: 'claimant' }),
    ),
    deny('a visitor cannot send a payout', 'anonymous', sent()),

    deny('a payout is kept under a reference of the pay run', 'admin', sending(sentPayoutData(), 'pay1')),
    deny('a reference is in capitals', 'admin', sending(sentPayoutData(), 'lenewpay0001')),
    deny(
      'a reference has no I, L, O or U after its prefix',
      'admin',
      sending(sentPayoutData(), 'LENEWPAYO001'),
    ),
    deny('a reference is 12 characters', 'admin', sending(sentPayoutData(), 'LENEWPAY00012')),
    deny('a reference begins with the prefix', 'admin', sending(sentPayoutData(), 'XXNEWPAY0001')),
    deny('a payout of nothing is not sent', 'admin', sent({ amount: 0 })),
    deny('a negative payout is not sent', 'admin', sent({ amount: -500 })),
    deny('a fractional payout is not sent', 'admin', sent({ amount: 499.5 })),
    deny('a payout above the bound is not sent', 'admin', sent({ amount: MAX_PAYOUT + 1 })),
    deny('an amount is a number', 'admin', sent({ amount: '500' })),
    deny('a payout prepared in the future is refused', 'admin', sent({ sentOn: threeDaysAhead })),
    deny('a payout is prepared on a real day', 'admin', sent({ sentOn: '2026-02-30' })),
    deny('a pay period is a real month', 'admin', sent({ period: '2026-13' })),
    deny("a pay period is written 'yyyy-MM'", 'admin', sent({ period: '2026-1' })),
    deny('a payout is sent in a layout the app makes', 'admin', sent({ layout: 'sbi-bulk' })),
    deny('a payout goes to a bank account or a UPI ID', 'admin', sent({ method: 'cash' })),
    deny("a bank account's tail is its last four digits", 'admin', sent({ accountTail: '789012' })),
    deny("a bank account's tail is digits", 'admin', sent({ accountTail: 'XX12' })),
    deny('a bank payout names no UPI ID beside it', 'admin', sent({ upi: 'approved@okhdfcbank' })),
    deny('a UPI payout names no account beside it', 'admin', sending({ ...byQr, accountTail: '9012' })),
    deny('a UPI payout needs a well-formed UPI ID', 'admin', sending({ ...byQr, upi: 'approved@okhdfc1' })),
    deny('a payout names its payee', 'admin', sent({ payee: '' })),
    deny(
      "a payee's name is at most as long as a file carries",
      'admin',
      sent({ payee: 'P'.repeat(MAX_PAYEE + 1) }),
    ),
    deny(
      'a file name is at most 100 characters',
      'admin',
      sent({ fileName: 'f'.repeat(MAX_TRANSFER_FILE_NAME + 1) }),
    ),
    deny('a payout sent is stamped with the admin who sent it', 'admin', sent({ createdBy: 'approved' })),
    deny('a payout sent is dated by the server', 'admin', sent({ createdAt: seedTime })),
    deny('a payout sent carries no fields outside the schema', 'admin', sent({ paid: true })),
    deny('a payout sent carries every field', 'admin', sending(without(sentPayoutData(), 'period'))),
    deny(
      'a payout sent cannot be sent again over the one kept',
      'admin',
      sending(sentPayoutData(), seededSentReference),
    ),
    deny('a payout sent cannot be changed', 'admin', { kind: 'update', path: seeded, data: { amount: 600 } }),
    ...withdrawalCases(seeded),
    deny('a payout sent cannot be deleted', 'admin', { kind: 'delete', path: seeded }),
    deny('a worker cannot delete their payout sent for payment', 'approved', {
      kind: 'delete',
      path: seeded,
    }),
  ];
}

/**
 * The admin withdraws a payout the bank did not pay, once, dated by the server, and never one
 * recorded paid; nobody else withdraws one, and a withdrawal changes nothing else.
 */
function withdrawalCases(seeded: string): MatrixCase[] {
  const withdrawal = (data: DocData = {}, path = seeded): MatrixOp => ({
    kind: 'update',
    path,
    data: { withdrawnAt: SERVER_TIME, withdrawnBy: ownerUid, ...data },
  });
  return [
    allow('the admin withdraws a payout the bank did not pay', 'admin', withdrawal()),
    deny(
      'a payout recorded paid under its reference cannot be withdrawn',
      'admin',
      withdrawal({}, `sentPayouts/${paidSentReference}`),
    ),
    deny(
      'a payout withdrawn is not withdrawn again',
      'admin',
      withdrawal({}, `sentPayouts/${withdrawnSentReference}`),
    ),
    deny('a withdrawal is dated by the server', 'admin', withdrawal({ withdrawnAt: seedTime })),
    deny(
      'a withdrawal is stamped with the admin who made it',
      'admin',
      withdrawal({ withdrawnBy: 'approved' }),
    ),
    deny('a withdrawal says who made it', 'admin', {
      kind: 'update',
      path: seeded,
      data: { withdrawnAt: SERVER_TIME },
    }),
    deny('a withdrawal changes nothing else of the payout', 'admin', withdrawal({ amount: 600 })),
    deny('a withdrawal carries no fields outside the schema', 'admin', withdrawal({ note: 'bank refused' })),
    deny(
      'a worker cannot withdraw their payout sent for payment',
      'approved',
      withdrawal({ withdrawnBy: 'approved' }),
    ),
    deny('a user cannot withdraw a payout', 'learner', withdrawal({ withdrawnBy: 'learner' })),
    deny(
      "an account claiming the admin's address cannot withdraw a payout",
      'claimant',
      withdrawal({ withdrawnBy: 'claimant' }),
    ),
    deny('a visitor cannot withdraw a payout', 'anonymous', withdrawal()),
    deny('a payout sent for a new run cannot be made withdrawn', 'admin', {
      kind: 'create',
      path: 'sentPayouts/LENEWPAY0003',
      data: sentPayoutData({ withdrawnAt: SERVER_TIME, withdrawnBy: ownerUid }),
    }),
  ];
}
