import {
  filed,
  nameAndEmailLimits,
  allow,
  deny,
  newPayment,
  novemberDecisions,
  without,
  type MatrixCase,
} from './fixtures';

/** payments/{id}: a buyer files their own pending payment; the admin reads and decides. */
export function paymentCases(): MatrixCase[] {
  return [
    // payments/{id}
    allow(
      'a user submits their own pending payment',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment(),
      }),
    ),
    deny(
      'a visitor cannot submit a payment',
      'anonymous',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment(),
      }),
    ),
    allow(
      'a user pays for any book of the catalogue at its price',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ bookId: '3', bookTitle: 'Node.js Expert', amount: '₹999' }),
      }),
    ),
    deny(
      'a guest without an e-mail cannot submit a payment',
      'guest',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ uid: 'guest', emailID: '' }),
      }),
    ),
    deny(
      'a payment cannot pay less than the book costs',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ amount: '₹1' }),
      }),
    ),
    deny(
      'a payment amount is the price text, not any words',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ amount: 'PAID IN FULL' }),
      }),
    ),
    deny(
      "a payment cannot carry another book's title",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ bookTitle: 'React Pro Series' }),
      }),
    ),
    deny(
      "a payment for a book cannot carry a cheaper book's title and price",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ bookTitle: 'React Pro Series', amount: '₹499' }),
      }),
    ),
    deny(
      'a payment names a book of the catalogue',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ bookId: '999' }),
      }),
    ),
    allow(
      "a payment's e-mail is the buyer's own, in any case",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ emailID: 'Learner@Demo.TEST' }),
      }),
    ),
    deny(
      "a payment's search name is the buyer's name in lower case",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ searchName: 'someone else' }),
      }),
    ),
    allow(
      'a buyer with an accented name pays',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ userName: 'Élodie Durand' }),
      }),
    ),
    allow(
      'a buyer whose name has capitals outside A to Z pays',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ userName: 'İREM ŞAHİN ΣΩΚΡΆΤΗΣ Ж' }),
      }),
    ),
    deny(
      "a payment's search name has no capitals A to Z",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ userName: 'Élodie Durand', searchName: 'Élodie Durand' }),
      }),
    ),
    deny(
      "a payment's search e-mail is the buyer's e-mail in lower case",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ searchEmail: 'other@demo.test' }),
      }),
    ),
    deny(
      'a payment needs its search fields',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: without(newPayment(), 'searchName'),
      }),
    ),
    deny(
      "a payment cannot carry someone else's e-mail",
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ emailID: 'other@demo.test' }),
      }),
    ),
    deny(
      'a payment cannot leave out the e-mail',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ emailID: '' }),
      }),
    ),
    ...nameAndEmailLimits('a payment', 'payments/UTR3000', newPayment, {
      name: 'userName',
      email: 'emailID',
    }),
    deny(
      'a user cannot submit a confirmed payment',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ status: 'confirmed' }),
      }),
    ),
    deny(
      'a user cannot submit a payment in another name',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ uid: 'other' }),
      }),
    ),
    deny(
      'a payment needs its book title',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: without(newPayment(), 'bookTitle'),
      }),
    ),
    deny(
      'a payment cannot carry fields outside the schema',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ discount: 1499 }),
      }),
    ),
    deny(
      'a payment is filed under its own transaction id',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR9999',
        data: newPayment(),
      }),
    ),
    deny(
      'a buyer cannot pay again for a book they own',
      'other',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({ uid: 'other', emailID: 'other@demo.test' }),
      }),
    ),
    allow(
      'an owner of one book pays for another',
      'other',
      filed({
        kind: 'create',
        path: 'payments/UTR3000',
        data: newPayment({
          uid: 'other',
          emailID: 'other@demo.test',
          bookId: '3',
          bookTitle: 'Node.js Expert',
          amount: '₹999',
        }),
      }),
    ),
    allow('a buyer reads their own pending payment for a book', 'learner', {
      kind: 'listPending',
      whereUid: 'learner',
      bookId: '1',
    }),
    deny("a user cannot read another user's pending payment for a book", 'learner', {
      kind: 'listPending',
      whereUid: 'other',
      bookId: '1',
    }),
    deny('a visitor cannot read pending payments for a book', 'anonymous', {
      kind: 'listPending',
      whereUid: 'learner',
      bookId: '1',
    }),
    deny(
      'a transaction id already used cannot be submitted again',
      'learner',
      filed({
        kind: 'create',
        path: 'payments/UTR2000',
        data: newPayment({ transactionId: 'UTR2000' }),
      }),
    ),
    allow('a user reads their own payment', 'learner', { kind: 'get', path: 'payments/UTR1000' }),
    deny("a user cannot read another user's payment", 'learner', { kind: 'get', path: 'payments/UTR2000' }),
    allow('a user lists their own payments', 'learner', {
      kind: 'list',
      collection: 'payments',
      whereUid: 'learner',
    }),
    deny('a user cannot list all payments', 'learner', { kind: 'list', collection: 'payments' }),
    deny("a user cannot list another user's payments", 'learner', {
      kind: 'list',
      collection: 'payments',
      whereUid: 'other',
    }),
    allow('the admin lists all payments', 'admin', { kind: 'list', collection: 'payments' }),
    allow('the admin lists the payments confirmed in a month', 'admin', {
      kind: 'listConfirmed',
      ...novemberDecisions,
    }),
    allow('the admin lists the pending payments of a bank statement’s days', 'admin', {
      kind: 'listPendingBetween',
      ...novemberDecisions,
    }),
    deny('a learner cannot list the pending payments of a bank statement’s days', 'learner', {
      kind: 'listPendingBetween',
      ...novemberDecisions,
    }),
    deny('a visitor cannot list the pending payments of a bank statement’s days', 'anonymous', {
      kind: 'listPendingBetween',
      ...novemberDecisions,
    }),
    deny('a worker cannot list the payments confirmed in a month', 'approved', {
      kind: 'listConfirmed',
      ...novemberDecisions,
    }),
    deny('a learner cannot list the payments confirmed in a month', 'learner', {
      kind: 'listConfirmed',
      ...novemberDecisions,
    }),
    deny('a visitor cannot list the payments confirmed in a month', 'anonymous', {
      kind: 'listConfirmed',
      ...novemberDecisions,
    }),
  ];
}
