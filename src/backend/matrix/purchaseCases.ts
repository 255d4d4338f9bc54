import { SERVER_TIME } from '../policies/policy';
import { allow, confirmUtr1000, decision, deny, grant, type MatrixCase } from './fixtures';

/** payments' decisions, entitlements/{uid}_{bookId} and bookFiles/{bookId}. */
export function purchaseCases(): MatrixCase[] {
  return [
    allow(
      'the admin confirms a pending payment, granting the book in the same batch',
      'admin',
      confirmUtr1000(),
    ),
    deny('the admin cannot confirm a payment without granting the book', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('confirmed'),
    }),
    deny('the admin cannot grant a book without confirming its payment', 'admin', {
      kind: 'create',
      path: 'entitlements/learner_1',
      data: grant('learner', '1', 'UTR1000'),
    }),
    deny(
      'a confirmation cannot grant the book to someone else',
      'admin',
      confirmUtr1000({
        path: 'entitlements/other_1',
        data: grant('other', '1', 'UTR1000'),
      }),
    ),
    deny(
      'a confirmation cannot grant another book',
      'admin',
      confirmUtr1000({
        path: 'entitlements/learner_2',
        data: grant('learner', '2', 'UTR1000'),
      }),
    ),
    deny('a confirmation is stamped with the server time, not the browser time', 'admin', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'payments/UTR1000',
          data: { ...decision('confirmed'), decidedAt: new Date('2026-11-02T10:00:00Z') },
        },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
      ],
    }),
    deny('a confirmation names the admin who made it', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR1000', data: { ...decision('confirmed'), decidedBy: 'other' } },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
      ],
    }),
    deny('a user cannot confirm their own payment', 'learner', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'payments/UTR1000',
          data: { ...decision('confirmed'), decidedBy: 'learner' },
        },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR1000') },
      ],
    }),
    deny('a user cannot grant themselves a book', 'learner', {
      kind: 'create',
      path: 'entitlements/learner_1',
      data: grant('learner', '1', 'UTR2000'),
    }),
    deny('an unverified sign-up with the admin e-mail cannot confirm', 'impostor', confirmUtr1000()),
    deny('a confirmed payment cannot be confirmed again to grant the book twice', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR2000', data: decision('confirmed') },
        { type: 'set', path: 'entitlements/other_1', data: grant('other', '1', 'UTR2000') },
      ],
    }),
    deny('the admin cannot change the amount', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: { amount: '₹1' },
    }),
    deny('a confirmed payment cannot go back to pending', 'admin', {
      kind: 'update',
      path: 'payments/UTR2000',
      data: decision('confirmed', { status: 'pending' }),
    }),
    allow('the admin rejects a pending payment with a reason', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'amount-not-received' }),
    }),
    allow('the admin rejects a pending payment with a reason and a note', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'wrong-amount', rejectionNote: 'We received ₹499.' }),
    }),
    deny('a rejection needs a reason', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected'),
    }),
    deny('a rejection reason is one of the list', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'looks fake' }),
    }),
    deny('a rejection note is at most 500 characters', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', { rejectionReason: 'wrong-amount', rejectionNote: 'x'.repeat(501) }),
    }),
    deny('a rejection is stamped with the server time', 'admin', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: decision('rejected', {
        rejectionReason: 'wrong-amount',
        decidedAt: new Date('2026-11-02T10:00:00Z'),
      }),
    }),
    deny('a confirmed payment cannot be rejected', 'admin', {
      kind: 'update',
      path: 'payments/UTR2000',
      data: decision('rejected', { rejectionReason: 'wrong-amount' }),
    }),
    deny('a rejected payment cannot be confirmed', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR4000', data: decision('confirmed') },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR4000') },
      ],
    }),
    deny('a user cannot reject a payment', 'learner', {
      kind: 'update',
      path: 'payments/UTR1000',
      data: { ...decision('rejected', { rejectionReason: 'wrong-amount' }), decidedBy: 'learner' },
    }),
    allow('a user reads their own rejected payment', 'learner', { kind: 'get', path: 'payments/UTR4000' }),
    allow('the admin frees the transaction id of a rejected payment', 'admin', {
      kind: 'delete',
      path: 'payments/UTR4000',
    }),
    deny('the admin cannot delete a pending payment', 'admin', { kind: 'delete', path: 'payments/UTR1000' }),
    deny('the admin cannot delete a confirmed payment', 'admin', {
      kind: 'delete',
      path: 'payments/UTR2000',
    }),
    deny('a user cannot delete their own rejected payment', 'learner', {
      kind: 'delete',
      path: 'payments/UTR4000',
    }),

    // A payment of the specification's shape names no account: it can be decided and freed, and
    // its confirmation grants no book.
    allow('the admin rejects a payment that names no account', 'admin', {
      kind: 'update',
      path: 'payments/UTR6000',
      data: decision('rejected', { rejectionReason: 'transaction-not-found' }),
    }),
    allow('the admin confirms a payment that names no account, granting no book', 'admin', {
      kind: 'update',
      path: 'payments/UTR6000',
      data: decision('confirmed'),
    }),
    deny('a payment that names no account cannot grant its book to an empty account id', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR6000', data: decision('confirmed') },
        { type: 'set', path: 'entitlements/_1', data: { ...grant('learner', '1', 'UTR6000'), uid: '' } },
      ],
    }),
    deny('a payment that names no account cannot grant its book to the account of its e-mail', 'admin', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'payments/UTR6000', data: decision('confirmed') },
        { type: 'set', path: 'entitlements/learner_1', data: grant('learner', '1', 'UTR6000') },
      ],
    }),
    deny('a payment that names no account is still decided with a reason', 'admin', {
      kind: 'update',
      path: 'payments/UTR6000',
      data: decision('rejected'),
    }),
    deny('a payment that names no account is decided by the admin only', 'learner', {
      kind: 'update',
      path: 'payments/UTR6000',
      data: { ...decision('rejected', { rejectionReason: 'wrong-amount' }), decidedBy: 'learner' },
    }),
    deny('a user cannot read a payment that names no account', 'learner', {
      kind: 'get',
      path: 'payments/UTR6000',
    }),
    allow('the admin frees the transaction id of a rejected payment that names no account', 'admin', {
      kind: 'delete',
      path: 'payments/UTR7000',
    }),
    deny('the admin cannot delete a pending payment that names no account', 'admin', {
      kind: 'delete',
      path: 'payments/UTR6000',
    }),

    // entitlements/{uid}_{bookId}
    allow('an owner reads their own entitlement', 'other', { kind: 'get', path: 'entitlements/other_1' }),
    allow('a buyer learns they do not own a book by reading its missing entitlement', 'learner', {
      kind: 'get',
      path: 'entitlements/learner_1',
    }),
    deny('a user cannot ask whether another user owns a book they do not', 'learner', {
      kind: 'get',
      path: 'entitlements/other_2',
    }),
    deny('a visitor cannot ask whether anyone owns a book', 'anonymous', {
      kind: 'get',
      path: 'entitlements/learner_1',
    }),
    deny("a user cannot read another user's entitlement", 'learner', {
      kind: 'get',
      path: 'entitlements/other_1',
    }),
    allow('a user lists their own entitlements', 'learner', {
      kind: 'list',
      collection: 'entitlements',
      whereUid: 'learner',
    }),
    deny('a user cannot list all entitlements', 'learner', { kind: 'list', collection: 'entitlements' }),
    allow('the admin lists all entitlements', 'admin', { kind: 'list', collection: 'entitlements' }),
    deny('nobody deletes an entitlement', 'admin', { kind: 'delete', path: 'entitlements/other_1' }),

    // bookFiles/{bookId}
    allow("an owner reads their book's file link", 'other', { kind: 'get', path: 'bookFiles/1' }),
    deny('a user who does not own the book cannot read its file link', 'learner', {
      kind: 'get',
      path: 'bookFiles/1',
    }),
    deny("a visitor cannot read a book's file link", 'anonymous', { kind: 'get', path: 'bookFiles/1' }),
    allow("the admin reads a book's file link", 'admin', { kind: 'get', path: 'bookFiles/1' }),
    allow("the admin sets a book's file link", 'admin', {
      kind: 'create',
      path: 'bookFiles/2',
      data: { url: 'https://files.example.test/react-pro-series.pdf', updatedAt: SERVER_TIME },
    }),
    allow("the admin changes a book's file link", 'admin', {
      kind: 'create',
      path: 'bookFiles/1',
      data: { url: '/sample-books/online-data-entry-guide.pdf', updatedAt: SERVER_TIME },
    }),
    deny('a file link is a web address', 'admin', {
      kind: 'create',
      path: 'bookFiles/2',
      data: { url: 'javascript:alert(1)', updatedAt: SERVER_TIME },
    }),
    ...[
      '//files.example.test/x.pdf',
      '/\\files.example.test/x.pdf',
      'https:///x.pdf',
      'https://files.example.test/a b.pdf',
      'https://files.example.test\\x.pdf',
      'http://files.example.test/x.pdf',
    ].map((url) =>
      deny(`a file link cannot be ${JSON.stringify(url)}`, 'admin', {
        kind: 'create',
        path: 'bookFiles/2',
        data: { url, updatedAt: SERVER_TIME },
      }),
    ),
    deny('a file link is for a book of the catalogue', 'admin', {
      kind: 'create',
      path: 'bookFiles/99',
      data: { url: 'https://files.example.test/x.pdf', updatedAt: SERVER_TIME },
    }),
    deny("a user cannot set a book's file link", 'other', {
      kind: 'create',
      path: 'bookFiles/1',
      data: { url: 'https://files.example.test/mine.pdf', updatedAt: SERVER_TIME },
    }),
  ];
}
