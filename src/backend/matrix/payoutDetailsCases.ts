import { allow, deny, payoutDetailsData, seedTime, type MatrixCase, type MatrixOp } from './fixtures';

/**
 * payoutDetails/{uid}: where a worker is paid. Read by the worker and the admin; written whole by the
 * approved worker alone, within minutes of giving their password; never deleted.
 */
export function payoutDetailsCases(): MatrixCase[] {
  const path = 'payoutDetails/approved';
  const setting = (data = payoutDetailsData()): MatrixOp => ({ kind: 'create', path, data });
  const upi = payoutDetailsData({
    method: 'upi',
    holder: '',
    account: '',
    ifsc: '',
    upi: 'approved@okhdfcbank',
  });
  return [
    allow('a worker reads where they are paid', 'approved', { kind: 'get', path }),
    allow("the admin reads a worker's payout details", 'admin', { kind: 'get', path }),
    allow("the admin lists workers' payout details, to pay them all", 'admin', {
      kind: 'list',
      collection: 'payoutDetails',
    }),
    deny("another user cannot read a worker's payout details", 'learner', { kind: 'get', path }),
    deny("a visitor cannot read a worker's payout details", 'anonymous', { kind: 'get', path }),
    deny("a worker cannot list everyone's payout details", 'approved', {
      kind: 'list',
      collection: 'payoutDetails',
    }),

    allow(
      'an approved worker, just asked for their password, changes their bank account',
      'approved',
      setting(),
    ),
    allow('an approved worker switches to being paid by UPI', 'approved', setting(upi)),
    deny(
      'a session whose password was given an hour ago cannot change where the pay goes',
      'staleApproved',
      setting(payoutDetailsData({ account: '999999999999' })),
    ),
    deny('a user not approved keeps no payout details', 'learner', {
      kind: 'create',
      path: 'payoutDetails/learner',
      data: payoutDetailsData(),
    }),
    deny("nobody changes a worker's payout details for them", 'other', setting()),
    deny("the admin cannot change a worker's payout details", 'admin', setting()),
    deny(
      'an IFSC needs its fifth character 0',
      'approved',
      setting(payoutDetailsData({ ifsc: 'SBIN1001234' })),
    ),
    deny('an IFSC is kept in capitals', 'approved', setting(payoutDetailsData({ ifsc: 'sbin0001234' }))),
    deny(
      'an account number has at least 9 digits',
      'approved',
      setting(payoutDetailsData({ account: '12345678' })),
    ),
    deny(
      'an account number is digits only',
      'approved',
      setting(payoutDetailsData({ account: '12345678901a' })),
    ),
    deny(
      "the holder's name has one space between words",
      'approved',
      setting(payoutDetailsData({ holder: 'Approved  Worker' })),
    ),
    deny('a bank account needs its holder', 'approved', setting(payoutDetailsData({ holder: '' }))),
    deny(
      "the holder's name is at most 100 characters",
      'approved',
      setting(payoutDetailsData({ holder: 'A'.repeat(101) })),
    ),
    deny(
      'a bank account carries no UPI ID beside it',
      'approved',
      setting(payoutDetailsData({ upi: 'approved@okhdfcbank' })),
    ),
    deny(
      'a UPI ID carries no account number beside it',
      'approved',
      setting({ ...upi, account: '123456789012' }),
    ),
    deny(
      'a UPI ID needs its app handle of letters',
      'approved',
      setting({ ...upi, upi: 'approved@okhdfc1' }),
    ),
    deny('a UPI ID is kept in lower case', 'approved', setting({ ...upi, upi: 'Approved@okhdfcbank' })),
    deny(
      'pay by neither bank nor UPI is refused',
      'approved',
      setting(payoutDetailsData({ method: 'cash' })),
    ),
    deny(
      'a change is dated by the server, not the phone',
      'approved',
      setting(payoutDetailsData({ changedAt: seedTime })),
    ),
    deny(
      'payout details carry no fields outside the schema',
      'approved',
      setting(payoutDetailsData({ bankName: 'State Bank of India' })),
    ),
    deny('a worker cannot delete where they are paid', 'approved', { kind: 'delete', path }),
    deny("the admin cannot delete a worker's payout details", 'admin', { kind: 'delete', path }),
  ];
}
