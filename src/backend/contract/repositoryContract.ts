import { addDays, startOfMonth, subDays, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ebooks, paymentAmount } from '../../catalogue/ebooks';
import { toDayId } from '../../lib/days';
import { countTotals, entryDocument, paymentDocument } from '../documents/documents';
import { BackendError } from '../errors';
import { listingFull } from '../words/englishErrors';
import { dateInMonth, monthOf } from '../monthDays';
import { recentEntries, weekdayOf } from '../recentDays';
import { cardOf, LISTING_PATH } from '../documents/adListing';
import {
  AD_LISTING_DAYS,
  MAX_EXPIRED_CARDS,
  MAX_LISTED_ADS,
  MAX_PENDING_PAYMENTS,
  MAX_WAITING_ADS,
} from '../limits';
import { DEMO_PASSWORD, demoAccounts, formerWorker, type DemoAccountName } from '../local/seed';
import type { DocData } from '../policies/policy';
import type {
  Backend,
  BackendErrorCode,
  NewPayment,
  NewSentPayout,
  NewSubmission,
  SentPayout,
} from '../types';

/**
 * What both backends must do alike, written once against the port (src/backend/types.ts) and run on
 * each: the `local` backend in `npm test` (src/backend/local/repositories.test.ts), the firebase
 * backend against the Auth and Firestore emulators with firestore.rules loaded in
 * `npm run test:repositories` (scripts/emulators/repositories.emulator.ts). Each case
 * starts from the demo data, so its figures are the seed's (src/backend/local/seed.ts) on both.
 */
export interface RepositoryHarness {
  /**
   * Puts the backend back to the demo data, dated from now, signed out; with `documents` (by path)
   * besides, written past the rules as a database holds what an older version of the app or an
   * existing business left in it.
   */
  reset(documents?: Record<string, DocData>): Promise<void>;
  /** The backend under test: one instance, whoever is signed in. */
  backend(): Backend;
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

async function signInAs(backend: Backend, who: DemoAccountName) {
  await backend.auth.signOut();
  return backend.auth.signIn(demoAccounts[who].email, DEMO_PASSWORD);
}

/**
 * A payment of the specification's shape, as an existing business's data brings it: the learner's
 * book, name and e-mail as typed, no account (`uid`) and no search fields, dated in `createdAt` or,
 * as the specification's table reads it, in `timestamp`.
 */
function paymentOfOldShape(transactionId: string, dated: 'createdAt' | 'timestamp'): DocData {
  const data = paymentDocument(demoAccounts.learner.uid, learnersPayment(0, transactionId)).data;
  for (const field of ['uid', 'searchName', 'searchEmail', 'createdAt']) delete data[field];
  return { ...data, [dated]: new Date(Date.now() - 40 * 24 * 3_600_000) };
}

async function failureCode(work: Promise<unknown>): Promise<BackendErrorCode> {
  const error = await work.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return (error as BackendError).code;
}

/** A new payment by the demo learner for the catalogue's book at `index`, at its price. */
function learnersPayment(index: number, transactionId: string): NewPayment {
  const book = ebooks[index]!;
  const learner = demoAccounts.learner;
  return {
    bookId: book.id,
    bookTitle: book.recordedTitle,
    amount: paymentAmount(book),
    emailID: learner.email,
    userName: fullName(learner),
    transactionId,
  };
}

/**
 * A payout of a pay run, under a reference of the pay run's shape ('LE' and ten symbols) numbered
 * `n`: to `uid`'s bank account, prepared on `sentOn` for November 2026.
 */
function sentPayout(
  n: number,
  uid: string,
  sentOn: string,
  overrides: Partial<NewSentPayout> = {},
): NewSentPayout {
  return {
    reference: `LEPAY${String(n).padStart(7, '0')}`,
    uid,
    amount: 400 + n,
    period: '2026-11',
    layout: 'plain-csv',
    fileName: 'payouts-2026-11.csv',
    method: 'bank',
    payee: 'Priya Verma',
    accountTail: '9012',
    upi: '',
    sentOn,
    ...overrides,
  };
}

/** A new ad by the demo learner: a Tata car of `Model`, in Vehicles › Cars. */
function learnersCar(Model: string): NewSubmission {
  return {
    userName: fullName(demoAccounts.learner),
    email: demoAccounts.learner.email,
    category: 'Vehicles',
    subcategory: 'Cars',
    fields: { Brand: 'Tata', Model },
  };
}

export function repositoryContract(name: string, harness: RepositoryHarness) {
  const today = toDayId(new Date());

  describe(`the repositories of the ${name} backend`, () => {
    describe('users', () => {
      it('counts and pages the workers, the waiting and the revoked as the seed holds them', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const { users } = backend;

        expect(await users.countApproved()).toBe(1);
        expect(await users.countWaiting()).toBe(2);
        expect(await users.countRevoked()).toBe(0);

        const approved = await users.listApprovedPage({ size: 25 });
        expect(approved.items.map(fullName)).toEqual([fullName(demoAccounts.approved)]);
        expect(approved.next).toBeNull();

        // A page holds exactly its size, and its `next` leads to the rest.
        const first = await users.listWaitingPage({ size: 1 });
        expect(first.items.map(fullName)).toEqual([fullName(formerWorker)]);
        expect(first.next).not.toBeNull();
        const second = await users.listWaitingPage({ size: 1, after: first.next });
        expect(second.items.map(fullName)).toEqual([fullName(demoAccounts.learner)]);
        const rest = second.next ? await users.listWaitingPage({ size: 1, after: second.next }) : null;
        expect(rest?.items ?? []).toEqual([]);
      });

      it('approves a learner, takes the approval back as revoked, and finds former workers once', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const { users } = backend;

        await users.setApproval(demoAccounts.learner.uid, true);
        expect(await users.countApproved()).toBe(2);
        expect(await users.countWaiting()).toBe(1);
        expect((await users.get(demoAccounts.learner.uid))?.approved).toBe(true);

        await users.setApproval(demoAccounts.learner.uid, false);
        expect(await users.countRevoked()).toBe(1);
        expect((await users.listRevokedPage({ size: 25 })).items.map(fullName)).toEqual([
          fullName(demoAccounts.learner),
        ]);

        expect(await users.markFormerWorkers()).toBe(1);
        expect(await users.markFormerWorkers()).toBe(0);
        expect(await users.countWaiting()).toBe(0);
        expect(await users.countRevoked()).toBe(2);
      });

      it('keeps the language a user chose on their profile, for them alone to set', async () => {
        await harness.reset();
        const backend = harness.backend();
        const learner = demoAccounts.learner.uid;
        await signInAs(backend, 'learner');
        expect((await backend.users.get(learner))?.language).toBeNull();
        await backend.users.setLanguage(learner, 'hi');
        expect((await backend.users.get(learner))?.language).toBe('hi');
        expect(await failureCode(backend.users.setLanguage(demoAccounts.approved.uid, 'hi'))).toBe(
          'permission-denied',
        );
        await signInAs(backend, 'admin');
        expect(await failureCode(backend.users.setLanguage(learner, 'en'))).toBe('permission-denied');
        expect((await backend.users.get(learner))?.language).toBe('hi');
      });
    });

    describe('payments and the library', () => {
      it('files a payment under its transaction id, once, and the approval grants the book', async () => {
        await harness.reset();
        const backend = harness.backend();
        const learner = await signInAs(backend, 'learner');
        const book = ebooks[2]!;

        const payment = await backend.payments.submit(learnersPayment(2, ' 6123 4567 8901 '));
        expect(payment).toMatchObject({ id: '612345678901', status: 'pending', uid: learner.uid });
        expect((await backend.payments.pendingFor(book.id))?.id).toBe('612345678901');
        expect(await backend.library.owned(book.id)).toBeNull();
        expect(await failureCode(backend.payments.submit(learnersPayment(0, '612345678901')))).toBe(
          'already-exists',
        );

        await signInAs(backend, 'admin');
        const pendingBefore = await backend.payments.count('pending');
        const confirmedBefore = await backend.payments.count('confirmed');
        expect((await backend.payments.find('612345678901'))?.status).toBe('pending');
        await backend.payments.approve('612345678901');
        expect(await backend.payments.count('pending')).toBe(pendingBefore - 1);
        expect(await backend.payments.count('confirmed')).toBe(confirmedBefore + 1);

        await signInAs(backend, 'learner');
        expect(await backend.library.owned(book.id)).toMatchObject({ bookId: book.id, uid: learner.uid });
        expect((await backend.payments.get('612345678901'))?.status).toBe('confirmed');
        expect(await backend.payments.pendingFor(book.id)).toBeNull();
      });

      it('tells the buyer why a payment was rejected, and a released id can be filed again', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        await backend.payments.submit(learnersPayment(0, '712345678901'));

        await signInAs(backend, 'admin');
        await backend.payments.reject('712345678901', { reason: 'wrong-amount', note: 'Paid ₹100 only' });
        const rejected = await backend.payments.listPage('rejected', { size: 25 });
        expect(rejected.items.map((payment) => payment.id)).toContain('712345678901');

        await signInAs(backend, 'learner');
        expect(await backend.payments.get('712345678901')).toMatchObject({
          status: 'rejected',
          rejectionReason: 'wrong-amount',
        });

        await signInAs(backend, 'admin');
        await backend.payments.release('712345678901');
        expect(await backend.payments.find('712345678901')).toBeNull();
        await signInAs(backend, 'learner');
        expect((await backend.payments.submit(learnersPayment(0, '712345678901'))).status).toBe('pending');
      });

      it("decides a payment of the specification's shape, which names no account: rejected and freed, or confirmed granting no book", async () => {
        await harness.reset({
          'payments/512345670777': paymentOfOldShape('512345670777', 'createdAt'),
          'payments/512345670999': paymentOfOldShape('512345670999', 'timestamp'),
        });
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const { payments } = backend;
        expect(await payments.count('pending')).toBe(4);
        const listed = await payments.listPage('pending', { size: 25 });
        expect(listed.items.find((payment) => payment.id === '512345670777')).toMatchObject({
          uid: '',
          userName: fullName(demoAccounts.learner),
        });

        // Rejected, then deleted: its transaction id is free for whoever really paid with it.
        const undated = await payments.find('512345670999');
        expect(undated).toMatchObject({ status: 'pending', uid: '' });
        expect(undated!.timestamp).toBeInstanceOf(Date);
        await payments.reject('512345670999', { reason: 'transaction-not-found' });
        expect((await payments.find('512345670999'))?.status).toBe('rejected');
        await payments.release('512345670999');
        expect(await payments.find('512345670999')).toBeNull();

        // Confirmed: the money was received; there is no account to grant the book to.
        const confirmed = await payments.count('confirmed');
        await payments.approve('512345670777');
        expect(await payments.find('512345670777')).toMatchObject({ status: 'confirmed', uid: '' });
        expect(await payments.count('confirmed')).toBe(confirmed + 1);
        expect(await payments.count('pending')).toBe(2);

        // The account of the payment's e-mail owns nothing by it, and may use the freed id.
        await signInAs(backend, 'learner');
        expect(await backend.library.owned(ebooks[0]!.id)).toBeNull();
        expect(await backend.payments.get('512345670777')).toBeNull();
        expect((await backend.payments.submit(learnersPayment(0, '512345670999'))).status).toBe('pending');
      });

      it('shows a buyer who sends a payment again, its first answer lost, the payment they filed, and files nothing more', async () => {
        await harness.reset();
        const backend = harness.backend();
        const learner = await signInAs(backend, 'learner');
        await backend.payments.submit(learnersPayment(2, '912345678902'));
        const again = await backend.payments.submit(learnersPayment(2, ' 9123 4567 8902 '));
        expect(again).toMatchObject({ id: '912345678902', status: 'pending', uid: learner.uid });
        // Not a way to take a payment: the same id for another book is still taken.
        expect(await failureCode(backend.payments.submit(learnersPayment(1, '912345678902')))).toBe(
          'already-exists',
        );
        // With the seed's payment waiting, this one fills the places; the one filed still comes back.
        await backend.payments.submit(learnersPayment(0, '912345678901'));
        expect((await backend.payments.submit(learnersPayment(2, '912345678902'))).id).toBe('912345678902');
        const pending = (await backend.payments.listMine()).filter((each) => each.status === 'pending');
        expect(pending.map((each) => each.id).sort()).toEqual([
          '912345678901',
          '912345678902',
          'T2611201234567',
        ]);

        // Nor from another account, whose press again is told the id is taken.
        await signInAs(backend, 'approved');
        const approved = demoAccounts.approved;
        const theirs = {
          ...learnersPayment(2, '912345678902'),
          emailID: approved.email,
          userName: fullName(approved),
        };
        expect(await failureCode(backend.payments.submit(theirs))).toBe('already-exists');
        await signInAs(backend, 'admin');
        expect(await backend.payments.find('912345678902')).toMatchObject({ uid: learner.uid });
      });

      it('decides a payment once: a second approval or rejection writes nothing, the other decision is refused', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        expect(await backend.payments.approve('T2611201234567')).toBe('decided');
        const confirmed = await backend.payments.find('T2611201234567');
        expect(await backend.payments.approve('T2611201234567')).toBe('decided-before');
        expect(await failureCode(backend.payments.reject('T2611201234567', { reason: 'other-book' }))).toBe(
          'already-exists',
        );
        expect(await backend.payments.find('T2611201234567')).toEqual(confirmed);

        expect(await backend.payments.reject('512345678902', { reason: 'wrong-amount' })).toBe('decided');
        expect(await backend.payments.reject('512345678902', { reason: 'other-book' })).toBe(
          'decided-before',
        );
        expect(await failureCode(backend.payments.approve('512345678902'))).toBe('already-exists');
        expect(await backend.payments.find('512345678902')).toMatchObject({
          status: 'rejected',
          rejectionReason: 'wrong-amount',
        });
        // One entitlement, for the approval that was made.
        await signInAs(backend, 'learner');
        expect((await backend.library.listMine()).map((owned) => owned.paymentId)).toEqual([
          'T2611201234567',
        ]);
      });

      it("pages the admin's payments newest first, a page at a time", async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const pending = await backend.payments.count('pending');
        expect(pending).toBe(2);
        const first = await backend.payments.listPage('pending', { size: 1 });
        expect(first.items).toHaveLength(1);
        expect(first.next).not.toBeNull();
        const second = await backend.payments.listPage('pending', { size: 1, after: first.next });
        expect(second.items).toHaveLength(1);
        expect(first.items[0]!.createdAt!.getTime()).toBeGreaterThan(second.items[0]!.createdAt!.getTime());
      });

      it("pages the pending payments of a statement's days, and none sent outside them", async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const hour = 3_600_000;
        const now = Date.now();
        // The seed's two pending payments were sent a day and two days ago.
        const both = [new Date(now - 3 * 24 * hour), new Date(now + hour)] as const;
        const first = await backend.payments.listPendingBetween(...both, { size: 1 });
        expect(first.items.map((payment) => payment.transactionId)).toEqual(['512345678902']);
        const second = await backend.payments.listPendingBetween(...both, { size: 1, after: first.next });
        expect(second.items.map((payment) => payment.transactionId)).toEqual(['T2611201234567']);
        expect(second.next).toBeNull();
        const lastDay = await backend.payments.listPendingBetween(new Date(now - 36 * hour), new Date(now), {
          size: 25,
        });
        expect(lastDay.items.map((payment) => payment.transactionId)).toEqual(['512345678902']);
        expect(lastDay.next).toBeNull();
      });
    });

    describe('payout details', () => {
      it('keeps where an approved worker is paid, after their password, for them and the admin alone', async () => {
        await harness.reset();
        const backend = harness.backend();
        const worker = demoAccounts.approved.uid;
        await signInAs(backend, 'approved');
        expect(await backend.payoutDetails.get(worker)).toBeNull();
        const bank = {
          method: 'bank',
          holder: 'Priya Verma',
          account: '123456789012',
          ifsc: 'SBIN0001234',
        } as const;

        // A wrong password proves nothing, and a malformed IFSC is refused before anything is written.
        expect(['wrong-password', 'invalid-credential']).toContain(
          await failureCode(backend.auth.confirmPassword('not-my-password')),
        );
        await backend.auth.confirmPassword(DEMO_PASSWORD);
        expect(await failureCode(backend.payoutDetails.save(worker, { ...bank, ifsc: 'SBIN1001234' }))).toBe(
          'invalid-input',
        );
        const saved = await backend.payoutDetails.save(worker, bank);
        expect(saved).toMatchObject({ ...bank, upi: '', uid: worker });
        expect(saved.changedAt).toBeInstanceOf(Date);
        expect(await backend.payoutDetails.get(worker)).toMatchObject({ ...bank, upi: '' });
        // Sent again after a lost answer: the same details, nothing else.
        await backend.payoutDetails.save(worker, bank);
        await backend.payoutDetails.save(worker, { method: 'upi', upi: 'priya.verma@okhdfcbank' });
        expect(await backend.payoutDetails.get(worker)).toMatchObject({
          method: 'upi',
          holder: '',
          account: '',
          ifsc: '',
          upi: 'priya.verma@okhdfcbank',
        });

        await signInAs(backend, 'admin');
        expect(await backend.payoutDetails.get(worker)).toMatchObject({ upi: 'priya.verma@okhdfcbank' });
        // The pay screen's view of many workers: those who keep none are left out.
        const kept = await backend.payoutDetails.detailsOf([worker, demoAccounts.learner.uid]);
        expect(Object.keys(kept)).toEqual([worker]);
        expect(kept[worker]).toMatchObject({ method: 'upi', upi: 'priya.verma@okhdfcbank' });
        expect(kept[worker]!.changedAt).toBeInstanceOf(Date);
        expect(await failureCode(backend.payoutDetails.save(worker, bank))).toBe('permission-denied');

        // A learner who is not approved keeps none, password or not.
        await signInAs(backend, 'learner');
        expect(await failureCode(backend.payoutDetails.get(worker))).toBe('permission-denied');
        expect(await failureCode(backend.payoutDetails.detailsOf([worker]))).toBe('permission-denied');
        await backend.auth.confirmPassword(DEMO_PASSWORD);
        expect(await failureCode(backend.payoutDetails.save(demoAccounts.learner.uid, bank))).toBe(
          'permission-denied',
        );
      });
    });

    describe('payouts sent for payment', () => {
      it('keeps a pay run for the admin, shows each worker their own, and lists it by period and since a day', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const worker = demoAccounts.approved.uid;
        const yesterday = toDayId(subDays(new Date(), 1));
        // More payouts than one batch of the firebase backend holds, two of them the worker's.
        const run = Array.from({ length: 25 }, (_, n) => sentPayout(n, `run-worker-${n}`, today));
        run[3] = sentPayout(3, worker, today);
        run[7] = sentPayout(7, worker, today, {
          layout: 'upi-qr',
          fileName: '',
          method: 'upi',
          accountTail: '',
          upi: 'priya.verma@okhdfcbank',
        });

        const sent = await backend.sentPayouts.send(run);
        expect(sent.map(({ reference, amount }) => [reference, amount])).toEqual(
          run.map(({ reference, amount }) => [reference, amount]),
        );
        expect(sent[7]).toMatchObject({ ...run[7], createdBy: demoAccounts.admin.uid });
        expect(sent[7]!.createdAt).toBeInstanceOf(Date);
        // An earlier run's payout, prepared yesterday: the worker's statement lists it first.
        await backend.sentPayouts.send([sentPayout(30, worker, yesterday, { period: '2026-10' })]);

        expect(
          (await backend.sentPayouts.listPeriod('2026-11')).map(({ reference }) => reference).sort(),
        ).toEqual(run.map(({ reference }) => reference).sort());
        expect((await backend.sentPayouts.listPeriod('2026-10')).map(({ amount }) => amount)).toEqual([430]);
        expect(await backend.sentPayouts.listPeriod('2000-01')).toEqual([]);
        expect(await backend.sentPayouts.listSince(today)).toHaveLength(25);
        expect(await backend.sentPayouts.listSince(yesterday)).toHaveLength(26);
        expect(await backend.sentPayouts.listSince(toDayId(addDays(new Date(), 1)))).toEqual([]);
        expect(await failureCode(backend.sentPayouts.listPeriod('2026-13'))).toBe('invalid-input');
        expect(await failureCode(backend.sentPayouts.listSince('yesterday'))).toBe('invalid-input');
        const references = (payouts: SentPayout[]) => payouts.map(({ reference }) => reference);
        // Oldest first: yesterday's, then today's two (kept in the same run, in either order).
        const workers = await backend.sentPayouts.listFor(worker);
        expect(workers.map(({ amount }) => amount)).toEqual([430, expect.any(Number), expect.any(Number)]);
        expect(references(workers.slice(1)).sort()).toEqual(['LEPAY0000003', 'LEPAY0000007']);

        await signInAs(backend, 'approved');
        // The worker reads the same, in the same order.
        const own = await backend.sentPayouts.listFor(worker);
        expect(references(own)).toEqual(references(workers));
        expect(own[0]).toMatchObject({ sentOn: yesterday, period: '2026-10' });
        expect(await failureCode(backend.sentPayouts.listFor('run-worker-0'))).toBe('permission-denied');
        expect(await failureCode(backend.sentPayouts.listPeriod('2026-11'))).toBe('permission-denied');
        expect(await failureCode(backend.sentPayouts.listSince(today))).toBe('permission-denied');
        expect(await failureCode(backend.sentPayouts.send([sentPayout(40, worker, today)]))).toBe(
          'permission-denied',
        );

        await signInAs(backend, 'learner');
        expect(await backend.sentPayouts.listFor(demoAccounts.learner.uid)).toEqual([]);
        expect(await failureCode(backend.sentPayouts.listFor(worker))).toBe('permission-denied');
      });

      it('withdraws a payout the bank did not pay, once, and never one recorded paid', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const worker = demoAccounts.approved.uid;
        const [refused, paid] = await backend.sentPayouts.send([
          sentPayout(1, worker, today),
          sentPayout(2, worker, today),
        ]);
        expect(refused!.withdrawnAt).toBeNull();

        const withdrawn = await backend.sentPayouts.withdraw(refused!.reference);
        expect(withdrawn).toMatchObject({
          reference: refused!.reference,
          withdrawnBy: demoAccounts.admin.uid,
        });
        expect(withdrawn.withdrawnAt).toBeInstanceOf(Date);
        // Pressed again after a lost answer: it comes back as it is.
        const again = await backend.sentPayouts.withdraw(refused!.reference);
        expect(again.withdrawnAt?.getTime()).toBe(
          (await backend.sentPayouts.listPeriod('2026-11'))
            .find(({ reference }) => reference === refused!.reference)!
            .withdrawnAt!.getTime(),
        );

        // Trying to fool it: a payout the statement recorded paid cannot be withdrawn to pay it twice.
        await backend.payouts.record(
          { uid: worker, amount: paid!.amount, paidOn: today, reference: 'UTR-RUN-1', note: 'Pay run' },
          paid!.reference,
        );
        expect(await failureCode(backend.sentPayouts.withdraw(paid!.reference))).toBe('already-exists');
        expect(await failureCode(backend.sentPayouts.withdraw('LEPAY0000099'))).toBe('not-found');
        const kept = await backend.sentPayouts.listFor(worker);
        expect(kept.map(({ reference, withdrawnAt }) => [reference, withdrawnAt !== null])).toEqual(
          expect.arrayContaining([
            [refused!.reference, true],
            [paid!.reference, false],
          ]),
        );
        // A statement that shows the withdrawn payout paid after all still records it.
        await backend.payouts.record(
          { uid: worker, amount: refused!.amount, paidOn: today, reference: 'UTR-RUN-2', note: 'Pay run' },
          refused!.reference,
        );

        // The worker reads their withdrawn payout, and cannot withdraw one.
        const [another] = await backend.sentPayouts.send([sentPayout(3, worker, today)]);
        await signInAs(backend, 'approved');
        expect((await backend.sentPayouts.listFor(worker)).some(({ withdrawnAt }) => withdrawnAt)).toBe(true);
        expect(await failureCode(backend.sentPayouts.withdraw(another!.reference))).toBe('permission-denied');
      });

      it('refuses a whole run with one malformed payout, before anything is written', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const worker = demoAccounts.approved.uid;
        const good = sentPayout(1, worker, today);
        const tomorrow = toDayId(addDays(new Date(), 3));
        for (const bad of [
          sentPayout(2, worker, today, { amount: 499.5 }),
          sentPayout(2, worker, today, { amount: 0 }),
          sentPayout(2, worker, tomorrow),
          sentPayout(2, worker, today, { reference: 'LEPAY000000O' }),
          sentPayout(2, worker, today, { period: '2026-1' }),
          sentPayout(2, worker, today, { accountTail: '' }),
          sentPayout(2, worker, today, { method: 'upi', upi: 'Priya@OKHDFC', accountTail: '' }),
          // The same reference twice in one run could not tell the two debits apart.
          sentPayout(1, worker, today, { amount: 900 }),
        ]) {
          expect(await failureCode(backend.sentPayouts.send([good, bad]))).toBe('invalid-input');
        }
        expect(await backend.sentPayouts.listFor(worker)).toEqual([]);
      });
    });

    describe('entries and payouts', () => {
      it("moves a worker's totals by each saved count and each payout", async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const worker = demoAccounts.approved.uid;
        const before = await backend.entries.totals(worker);
        const todayBefore = (await backend.entries.get(worker, today))?.count ?? 0;

        const after = await backend.entries.save(worker, today, 10);
        expect(after.allTime).toBe(before!.allTime - todayBefore + 10);
        expect(await backend.entries.totals(worker)).toMatchObject({ allTime: after.allTime });
        expect((await backend.entries.countsOn(today))[worker]).toBe(10);
        // Everyone's day from the days kept in the totals, as from the days themselves.
        expect(await backend.entries.sumRecentDays(today, today)).toEqual({
          [today]: await backend.entries.sumDays(today, today),
        });
        expect(await backend.entries.get(worker, today)).toEqual({ date: today, count: 10 });

        // Many days of a worker at once, as the responses import saves them, each with its totals.
        const allTime = (await backend.entries.totals(worker))!.allTime;
        const january = (await backend.entries.get(worker, '2026-01-05'))?.count ?? 0;
        const outcomes = await backend.entries.saveDays(worker, [
          { date: '2026-01-05', count: 7 },
          { date: today, count: 12 },
        ]);
        expect(outcomes.map(({ date, error }) => [date, error])).toEqual([
          ['2026-01-05', null],
          [today, null],
        ]);
        expect((await backend.entries.totals(worker))!.allTime).toBe(allTime - january + 7 + 2);
        expect(await backend.entries.get(worker, '2026-01-05')).toEqual({ date: '2026-01-05', count: 7 });
        await backend.entries.saveDays(worker, [{ date: today, count: 10 }]);
        expect((await backend.entries.countsOn(today))[worker]).toBe(10);

        const payout = await backend.payouts.record({
          uid: worker,
          amount: 500,
          paidOn: today,
          reference: 'UPI 612345678999',
          note: '',
        });
        expect(await backend.payouts.totals(worker)).toEqual({ paid: 500, lastPayout: payout.id });
        // The dashboard's page of workers: totals with today kept among the recent days, and paid-to-date.
        const learner = demoAccounts.learner.uid;
        const page = await backend.entries.totalsOf([worker, learner]);
        expect(Object.keys(page)).toEqual([worker]);
        expect(recentEntries(page[worker]!.recent, today, today)).toEqual([{ date: today, count: 10 }]);
        const paidToDate = await backend.payouts.totalsOf([worker, learner]);
        expect(paidToDate).toEqual({
          [worker]: { paid: 500, lastPayout: payout.id },
          [learner]: { paid: 0, lastPayout: null },
        });
        // The pay screen's last payout of each worker ever paid, by the id their totals carry.
        const last = await backend.payouts.lastPayoutsOf({ [worker]: paidToDate[worker]!.lastPayout! });
        expect(Object.keys(last)).toEqual([worker]);
        expect(last[worker]).toMatchObject({ id: payout.id, amount: 500 });
        expect(last[worker]!.createdAt).toBeInstanceOf(Date);
        expect(await backend.payouts.lastPayoutsOf({})).toEqual({});
        const reversal = await backend.payouts.reverse(payout, today, 'Sent to the wrong account');
        expect(await backend.payouts.totals(worker)).toEqual({ paid: 0, lastPayout: reversal.id });
        expect((await backend.payouts.totalsOf([worker]))[worker]).toEqual({
          paid: 0,
          lastPayout: reversal.id,
        });
        // A reversal since: the payout it took back stands for it, so an earlier change is still told.
        expect(reversal.reverses).toBe(payout.id);
        expect((await backend.payouts.lastPayoutsOf({ [worker]: reversal.id }))[worker]).toMatchObject({
          id: payout.id,
          amount: 500,
        });
        expect(await failureCode(backend.payouts.reverse(payout, today, 'Again'))).toBe('already-exists');
        // Everyone's payouts of a range, as the payouts export reads them.
        const paidToday = (await backend.payouts.listRange(today, today)).filter(
          (entry) => entry.uid === worker,
        );
        expect(paidToday.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-500, 500]);
        expect(await backend.payouts.listRange('2000-01-01', '2000-01-31')).toEqual([]);

        await signInAs(backend, 'approved');
        expect((await backend.payouts.listFor(worker)).map((entry) => entry.amount)).toEqual([500, -500]);
        expect(await backend.entries.get(worker, today)).toEqual({ date: today, count: 10 });
      });

      it('gives a worker whose days came before totals her totals once, from a history on every weekday', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const former = formerWorker.uid;
        const days = formerWorker.days.map(({ daysAgo, count }) => ({
          date: toDayId(subDays(new Date(), daysAgo)),
          count,
        }));
        expect(await backend.entries.totals(former)).toBeNull();

        const counted = await backend.entries.recountTotals(former);
        expect(counted).toEqual(countTotals(days, today));
        expect(counted.allTime).toBe(175);
        expect(Object.keys(counted.recent).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
        // Written once: the next view reads her totals, not her days, and a count moves them.
        expect(await backend.entries.totals(former)).toEqual(counted);
        expect((await backend.entries.save(former, today, 9)).allTime).toBe(184);
        expect(await backend.entries.totals(former)).toMatchObject({ allTime: 184 });
      });
    });

    describe("the month kept in a worker's totals", () => {
      it('moves with each day, alone or saved with others, and is added once to totals kept before it', async () => {
        const worker = 'month-worker';
        const lastMonth = monthOf(toDayId(subMonths(startOfMonth(new Date()), 1)));
        const day = (date: string) => `${lastMonth}-${date}`;
        // Totals of the shape before the month was kept: the 15th of last month, 5 entries.
        await harness.reset({
          [`entries/${worker}/dailyEntries/${day('15')}`]: entryDocument(day('15'), 5),
          [`entries/${worker}`]: {
            allTime: 5,
            firstDay: day('15'),
            lastDay: day('15'),
            recent: { [weekdayOf(day('15'))]: { day: day('15'), count: 5 } },
          },
        });
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        expect(await backend.entries.totals(worker)).toBeNull();

        const counted = await backend.entries.recountTotals(worker);
        expect(counted.month).toEqual({ key: lastMonth, days: { '15': 5 } });

        // Two days of the month kept, saved together.
        await backend.entries.saveDays(worker, [
          { date: day('16'), count: 3 },
          { date: day('17'), count: 4 },
        ]);
        expect((await backend.entries.totals(worker))!.month).toEqual({
          key: lastMonth,
          days: { '15': 5, '16': 3, '17': 4 },
        });

        // A day of this month starts it with only itself.
        await backend.entries.save(worker, today, 9);
        const thisMonth = { key: monthOf(today), days: { [dateInMonth(today)]: 9 } };
        expect((await backend.entries.totals(worker))!.month).toEqual(thisMonth);

        // Days of last month, saved now, leave this month as it is.
        await backend.entries.saveDays(worker, [
          { date: day('15'), count: 6 },
          { date: day('18'), count: 1 },
        ]);
        const totals = await backend.entries.totals(worker);
        expect(totals).toMatchObject({ allTime: 23, month: thisMonth });
        expect(await backend.entries.get(worker, day('15'))).toEqual({ date: day('15'), count: 6 });
        expect(await backend.entries.listRange(worker, day('15'), day('18'))).toEqual([
          { date: day('15'), count: 6 },
          { date: day('16'), count: 3 },
          { date: day('17'), count: 4 },
          { date: day('18'), count: 1 },
        ]);
      });
    });

    describe('a recount', () => {
      it('keeps a day of old data that has not begun out of the recent days, so today is counted', async () => {
        const worker = 'old-data-worker';
        // The same weekday next week: in its place it would stand for today, which it is not.
        const nextWeek = toDayId(new Date(Date.now() + 7 * 24 * 3_600_000));
        const lastWeek = toDayId(new Date(Date.now() - 7 * 24 * 3_600_000));
        await harness.reset({
          [`entries/${worker}/dailyEntries/${lastWeek}`]: entryDocument(lastWeek, 20),
          [`entries/${worker}/dailyEntries/${nextWeek}`]: entryDocument(nextWeek, 40),
        });
        const backend = harness.backend();
        await signInAs(backend, 'admin');

        const counted = await backend.entries.recountTotals(worker);
        expect(counted.allTime).toBe(60);
        expect(counted.firstDay).toBe(lastWeek);
        expect(Object.values(counted.recent).map((kept) => kept?.day)).toEqual([lastWeek]);
        expect(await backend.entries.totals(worker)).toEqual(counted);

        await backend.entries.save(worker, today, 9);
        const saved = await backend.entries.totals(worker);
        expect(saved!.allTime).toBe(69);
        expect(recentEntries(saved!.recent, today, today)).toEqual([{ date: today, count: 9 }]);
        const everyone = await backend.entries.sumRecentDays(today, today);
        expect(everyone[today]).toBe(await backend.entries.sumDays(today, today));
      });
    });

    describe('a press again after a lost answer', () => {
      it('records a payout sent again under its id once, and refuses a different one under that id', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const worker = demoAccounts.approved.uid;
        const before = (await backend.payouts.totals(worker)).paid;
        const payout = { uid: worker, amount: 700, paidOn: today, reference: 'UPI 612345670001', note: '' };
        const first = await backend.payouts.record(payout, 'payoutSentOnce000001');
        const again = await backend.payouts.record(payout, 'payoutSentOnce000001');
        expect(again).toMatchObject({ id: first.id, amount: 700 });
        expect(await backend.payouts.totals(worker)).toEqual({ paid: before + 700, lastPayout: first.id });
        expect((await backend.payouts.listFor(worker)).filter((each) => each.amount === 700)).toHaveLength(1);

        // Another payout under the same id moves nothing.
        const other = { ...payout, amount: 900 };
        expect(await failureCode(backend.payouts.record(other, 'payoutSentOnce000001'))).toBe(
          'already-exists',
        );
        expect(await backend.payouts.totals(worker)).toEqual({ paid: before + 700, lastPayout: first.id });

        // The same reversal sent again takes the amount back once.
        await backend.payouts.reverse(first, today, 'Sent to the wrong account');
        await backend.payouts.reverse(first, today, 'Sent to the wrong account');
        expect(await backend.payouts.totals(worker)).toEqual({
          paid: before,
          lastPayout: `${first.id}-reversal`,
        });
      });

      it('keeps a pay run sent again once, and refuses a run whose reference holds another payout', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'admin');
        const worker = demoAccounts.approved.uid;
        const run = [0, 1, 2, 3, 4].map((n) =>
          sentPayout(n, n % 2 === 0 ? worker : `run-worker-${n}`, today),
        );

        // The first three kept before a failure cut the run short; the run sent whole again.
        await backend.sentPayouts.send(run.slice(0, 3));
        const firstKept = await backend.sentPayouts.listPeriod('2026-11');
        expect(firstKept).toHaveLength(3);
        const again = await backend.sentPayouts.send(run);
        expect(again.map(({ reference }) => reference)).toEqual(run.map(({ reference }) => reference));
        // The three kept come back as they were kept, not written again.
        const byReference = (payouts: SentPayout[]) =>
          [...payouts].sort((a, b) => (a.reference < b.reference ? -1 : 1));
        expect(byReference(again.slice(0, 3))).toEqual(byReference(firstKept));
        await backend.sentPayouts.send(run);
        expect(await backend.sentPayouts.listPeriod('2026-11')).toHaveLength(5);

        // One reference kept for another amount, or another worker: nothing of the run is written.
        const sixth = sentPayout(5, worker, today);
        for (const changed of [
          { amount: run[2]!.amount + 1 },
          { uid: 'run-worker-9' },
          { period: '2026-12' },
        ]) {
          expect(await failureCode(backend.sentPayouts.send([sixth, { ...run[2]!, ...changed }]))).toBe(
            'already-exists',
          );
        }
        const kept = await backend.sentPayouts.listPeriod('2026-11');
        expect(kept.map(({ reference }) => reference).sort()).toEqual(
          run.map(({ reference }) => reference).sort(),
        );
        expect(kept.find(({ reference }) => reference === run[2]!.reference)).toMatchObject({
          amount: run[2]!.amount,
        });
      });

      it('files an ad sent again under its id once, and gives nobody else that ad', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        const ad = learnersCar('Tiago');
        const waiting = async () =>
          (await backend.submissions.listMine()).filter((each) => each.status === 'waiting').length;
        const before = await waiting();
        const first = await backend.submissions.add(ad, 'adSentOnce0000000001');
        const again = await backend.submissions.add(ad, 'adSentOnce0000000001');
        expect(again).toMatchObject({ id: first.id, status: 'waiting', fields: ad.fields });
        expect(await waiting()).toBe(before + 1);

        // Other words under the same id are another ad: the id is taken.
        expect(
          await failureCode(
            backend.submissions.add(
              { ...ad, fields: { Brand: 'Tata', Model: 'Altroz' } },
              'adSentOnce0000000001',
            ),
          ),
        ).toBe('permission-denied');
        expect(await waiting()).toBe(before + 1);

        await signInAs(backend, 'approved');
        const approved = demoAccounts.approved;
        const theirs = { ...ad, userName: fullName(approved), email: approved.email };
        expect(await failureCode(backend.submissions.add(theirs, 'adSentOnce0000000001'))).toBe(
          'permission-denied',
        );
        await signInAs(backend, 'admin');
        expect(await backend.submissions.get('adSentOnce0000000001')).toMatchObject({ fields: ad.fields });
      });
    });

    describe('ads', () => {
      it('keeps a new ad waiting for review, publishes its public copy, and takes it down with a reason', async () => {
        await harness.reset();
        const backend = harness.backend();
        const learner = await signInAs(backend, 'learner');
        const ad = await backend.submissions.add(learnersCar('Nexon'));
        expect(ad).toMatchObject({ uid: learner.uid, status: 'waiting' });

        await signInAs(backend, 'admin');
        const waiting = (await backend.submissions.countByStatus()).waiting;
        const page = await backend.submissions.listPage('waiting', { size: 25 });
        expect(page.items.map((each) => each.id)).toContain(ad.id);
        await backend.submissions.approve(ad.id);
        expect((await backend.submissions.countByStatus()).waiting).toBe(waiting - 1);

        await backend.auth.signOut();
        // Its card is on the listing that /ads reads, under its category.
        const cars = await backend.publicAds.list({
          category: 'Vehicles',
          subcategory: 'Cars',
          pageSize: 20,
        });
        expect(cars.ads).toEqual([
          expect.objectContaining({ id: ad.id, fields: { Brand: 'Tata', Model: 'Nexon' } }),
        ]);
        const lookup = await backend.publicAds.get(ad.id);
        expect(lookup.status).toBe('listed');
        expect(lookup.status === 'listed' && lookup.ad).toMatchObject({
          category: 'Vehicles',
          subcategory: 'Cars',
          firstName: demoAccounts.learner.firstName,
        });

        await signInAs(backend, 'admin');
        await backend.submissions.takeDown(ad.id, '  Reported as a scam.  ');
        // Pressed again, as after a lost answer: done already, and the first reason stays.
        await backend.submissions.takeDown(ad.id, 'Another reason.');
        expect((await backend.submissions.countByStatus())['taken-down']).toBeGreaterThan(0);
        await backend.auth.signOut();
        expect((await backend.publicAds.get(ad.id)).status).toBe('missing');
        expect((await backend.publicAds.list({ category: 'Vehicles', pageSize: 20 })).ads).toEqual([
          expect.objectContaining({ id: 'demo-ad-motorcycle' }),
        ]);
        await signInAs(backend, 'learner');
        const mine = (await backend.submissions.listMine()).find((each) => each.id === ad.id);
        expect(mine).toMatchObject({ status: 'taken-down', reason: 'Reported as a scam.' });
      });
    });

    describe('rejections', () => {
      it('rejects a waiting ad once: pressed again it keeps the first reason, and an ad decided otherwise by then is left as it is', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        const post = (Model: string) => backend.submissions.add(learnersCar(Model));
        const [rejected, published] = [await post('Nexon'), await post('Punch')];

        await signInAs(backend, 'admin');
        await backend.submissions.reject(rejected.id, '  The price is missing.  ');
        // Pressed again, as after a lost answer: done already, and the first reason stays.
        await backend.submissions.reject(rejected.id, 'Another reason.');
        expect(await backend.submissions.get(rejected.id)).toMatchObject({
          status: 'rejected',
          reason: 'The price is missing.',
        });

        // Published, then taken down, by another tab before this one's rejection: never said rejected.
        await backend.submissions.approve(published.id);
        expect(await failureCode(backend.submissions.reject(published.id, 'Too late.'))).toBe(
          'already-exists',
        );
        expect(await backend.submissions.get(published.id)).toMatchObject({
          status: 'published',
          reason: '',
        });
        await backend.submissions.takeDown(published.id, 'Sold.');
        expect(await failureCode(backend.submissions.reject(published.id, 'Too late.'))).toBe(
          'already-exists',
        );
        expect(await backend.submissions.get(published.id)).toMatchObject({
          status: 'taken-down',
          reason: 'Sold.',
        });
      });
    });

    describe('publications', () => {
      it('publishes a waiting ad once: pressed again it is left as it is, and an ad rejected by then stays rejected', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        const post = (Model: string) => backend.submissions.add(learnersCar(Model));
        const [published, rejected] = [await post('Nexon'), await post('Punch')];

        await signInAs(backend, 'admin');
        const waiting = (await backend.submissions.countByStatus()).waiting;
        await backend.submissions.approve(published.id);
        // Pressed again, as after a lost answer: done already, the poster's place freed once.
        await backend.submissions.approve(published.id);
        expect(await backend.submissions.get(published.id)).toMatchObject({ status: 'published' });
        expect((await backend.submissions.countByStatus()).waiting).toBe(waiting - 1);

        // Rejected by another tab before this one's publication: never said published, nor listed.
        await backend.submissions.reject(rejected.id, 'The price is missing.');
        expect(await failureCode(backend.submissions.approve(rejected.id))).toBe('already-exists');
        expect(await backend.submissions.get(rejected.id)).toMatchObject({
          status: 'rejected',
          reason: 'The price is missing.',
        });

        await backend.auth.signOut();
        const cars = await backend.publicAds.list({
          category: 'Vehicles',
          subcategory: 'Cars',
          pageSize: 20,
        });
        expect(cars.ads.map((ad) => ad.id)).toEqual([published.id]);
      });
    });

    describe('the listing', () => {
      it('lists the listed ads newest first by category, leaves an expired one out until it is renewed, and drops a withdrawn one', async () => {
        await harness.reset();
        const backend = harness.backend();
        const ids = async (category?: string) =>
          (await backend.publicAds.list({ category, pageSize: 20 })).ads.map((each) => each.id);
        expect(await ids()).toEqual(['demo-ad-phone', 'demo-ad-motorcycle']);
        expect(await ids('Vehicles')).toEqual(['demo-ad-motorcycle']);
        const first = await backend.publicAds.list({ pageSize: 1 });
        expect(first.ads.map((each) => each.id)).toEqual(['demo-ad-phone']);
        const next = await backend.publicAds.list({ pageSize: 1, after: first.next });
        expect(next).toEqual({ ads: [expect.objectContaining({ id: 'demo-ad-motorcycle' })], next: null });

        await signInAs(backend, 'learner');
        await backend.submissions.renew('demo-ad-shoes');
        await signInAs(backend, 'approved');
        await backend.submissions.withdraw('demo-ad-phone');
        await backend.auth.signOut();
        expect(await ids()).toEqual(['demo-ad-shoes', 'demo-ad-motorcycle']);

        // Every listed ad has its card already: adding them again adds none.
        await signInAs(backend, 'admin');
        expect(await backend.submissions.relist()).toBe(0);
      });

      it(`takes out at most ${MAX_EXPIRED_CARDS} expired cards a publication, and the rest with the publications after it`, async () => {
        // A full listing with one expired card more than a publication takes out: each publication
        // adds a card, so as many are accepted as there are expired cards to take out, and no more.
        const expired = MAX_EXPIRED_CARDS + 1;
        const day = 24 * 3_600_000;
        const cards = Object.fromEntries(
          Array.from({ length: MAX_LISTED_ADS }, (_, i) => [
            `listed${String(i).padStart(3, '0')}`,
            cardOf(
              { category: 'Vehicles', subcategory: 'Cars', fields: { Brand: 'Tata', Model: 'Nano' } },
              new Date(Date.now() - (i < expired ? AD_LISTING_DAYS + 5 : 1) * day),
            ),
          ]),
        );
        await harness.reset({ [LISTING_PATH]: { cards, lastAd: 'listed000', expired: [] } });
        const backend = harness.backend();
        const postAndPublish = async (Model: string) => {
          await signInAs(backend, 'learner');
          const { id } = await backend.submissions.add(learnersCar(Model));
          await signInAs(backend, 'admin');
          return backend.submissions.approve(id).then(() => id);
        };
        const published: string[] = [];
        for (let i = 0; i < expired; i += 1) published.push(await postAndPublish(`Nexon ${i}`));
        // Every expired card is out by now, the last beyond the cap with a later publication: the
        // listing is full of listed ads, and the next is refused.
        const refused = await postAndPublish('Punch').catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(BackendError);
        expect((refused as BackendError).message).toBe(listingFull().message);

        await backend.auth.signOut();
        // The newest listed are the ads published here.
        const newest = await backend.publicAds.list({ pageSize: expired });
        expect(newest.ads.map((ad) => ad.id).sort()).toEqual([...published].sort());
      });
    });

    describe('reports', () => {
      it('counts each account once per ad, for the admin, who sets them aside or takes the ad down', async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        expect(await backend.submissions.hasReported('demo-ad-phone')).toBe(false);
        await backend.submissions.report('demo-ad-phone', 'scam');
        expect(await backend.submissions.hasReported('demo-ad-phone')).toBe(true);
        expect(await failureCode(backend.submissions.report('demo-ad-phone', 'sold'))).toBe('already-exists');
        await backend.submissions.report('demo-ad-motorcycle', 'sold');
        await signInAs(backend, 'approved');
        await backend.submissions.report('demo-ad-phone', 'offensive');

        await signInAs(backend, 'admin');
        const reported = await backend.submissions.reported(25);
        expect(reported.map(({ adId, count, lastReason }) => ({ adId, count, lastReason }))).toEqual([
          { adId: 'demo-ad-phone', count: 2, lastReason: 'offensive' },
          { adId: 'demo-ad-motorcycle', count: 1, lastReason: 'sold' },
        ]);
        await backend.submissions.dismissReports('demo-ad-motorcycle');
        await backend.submissions.takeDown('demo-ad-phone', 'Reported as a scam.');
        expect(await backend.submissions.reported(25)).toEqual([]);
      });

      it('takes no report from an account whose address is not confirmed', async () => {
        await harness.reset();
        const backend = harness.backend();
        await backend.auth.signUp({
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: `ravi.${Date.now()}@example.com`,
          password: 'secret12',
        });
        expect(await failureCode(backend.submissions.report('demo-ad-phone', 'scam'))).toBe(
          'email-not-verified',
        );
        expect(await backend.submissions.hasReported('demo-ad-phone')).toBe(false);
        await signInAs(backend, 'admin');
        expect(await backend.submissions.reported(25)).toEqual([]);
      });
    });

    describe('limits per account', () => {
      it(`files at most ${MAX_PENDING_PAYMENTS} payments waiting, and a decision frees a place`, async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        // The seed holds one of the learner's payments waiting.
        await backend.payments.submit(learnersPayment(0, '812345678901'));
        await backend.payments.submit(learnersPayment(2, '812345678902'));
        const refused = await backend.payments.submit(learnersPayment(0, '812345678903')).catch((e) => e);
        expect(refused).toBeInstanceOf(BackendError);
        expect((refused as BackendError).refusal).toBe('pending-limit');
        const pending = (await backend.payments.listMine()).filter((each) => each.status === 'pending');
        expect(pending.map((each) => each.id)).not.toContain('812345678903');
        expect(pending).toHaveLength(MAX_PENDING_PAYMENTS);

        await signInAs(backend, 'admin');
        await backend.payments.reject('812345678902', { reason: 'transaction-not-found' });
        await signInAs(backend, 'learner');
        expect((await backend.payments.submit(learnersPayment(2, '812345678904'))).status).toBe('pending');
      });

      it(`posts at most ${MAX_WAITING_ADS} ads waiting for review, and a decision frees a place`, async () => {
        await harness.reset();
        const backend = harness.backend();
        await signInAs(backend, 'learner');
        const post = () => backend.submissions.add(learnersCar('Punch'));
        const waitingOfMine = async () =>
          (await backend.submissions.listMine()).filter((ad) => ad.status === 'waiting');
        while ((await waitingOfMine()).length < MAX_WAITING_ADS) await post();
        expect(await failureCode(post())).toBe('limit-reached');
        expect(await waitingOfMine()).toHaveLength(MAX_WAITING_ADS);

        const [first] = await waitingOfMine();
        await signInAs(backend, 'admin');
        await backend.submissions.reject(first!.id, 'The price is missing.');
        // Pressed again, as after a lost answer: the place is freed once.
        await backend.submissions.reject(first!.id, 'The price is missing.');
        await signInAs(backend, 'learner');
        expect((await post()).status).toBe('waiting');
        expect(await failureCode(post())).toBe('limit-reached');
      });
    });
  });
}
