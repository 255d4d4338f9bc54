import { subDays } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDayId } from '../../lib/days';
import type { AuthUser } from '../types';
import { createLocalBackend } from '.';
import { LOCAL_STORAGE_KEY, resetDemoData } from './demoStorage';
import { MemoryStorage, readState, writeState } from './persistence';
import { LISTING_PATH } from '../documents/adListing';
import { DEMO_PASSWORD, demoAccounts, demoAdIds } from './seed';

const now = new Date('2026-11-22T09:30:00');
const fresh = (storage = new MemoryStorage()) => createLocalBackend({ storage, now: () => now });

/** A new learner, not yet verified, for the e-mail verification's tests. */
const asha = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', password: 'secret12' };

const newPayment = {
  bookId: '2',
  bookTitle: 'React Pro Series',
  amount: '₹499',
  emailID: 'learner@demo.test',
  userName: 'Rahul Kumar',
  transactionId: ' 4123 4567 8901 ',
};

describe('the local backend', () => {
  it('starts with the three demo accounts, each signing in with the demo password', async () => {
    const backend = await fresh();
    for (const account of Object.values(demoAccounts)) {
      const user = await backend.auth.signIn(account.email, DEMO_PASSWORD);
      expect(user.email).toBe(account.email);
      const profile = await backend.users.get(user.uid);
      expect(profile).toMatchObject({ email: account.email, approved: account.approved });
    }
  });

  it('seeds daily entries on most of the last ten days and pending and confirmed payments', async () => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    const entries = await backend.entries.listRange(
      demoAccounts.approved.uid,
      toDayId(subDays(now, 9)),
      toDayId(now),
    );
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.every((entry) => entry.count >= 0 && entry.count <= 100)).toBe(true);
    expect(await backend.payments.count('pending')).toBeGreaterThan(0);
    expect(await backend.payments.count('confirmed')).toBeGreaterThan(0);
  });

  it('reports sign-in, sign-out and sign-up to subscribers', async () => {
    const backend = await fresh();
    const seen: (AuthUser | null)[] = [];
    backend.auth.subscribe((user) => seen.push(user));
    await backend.auth.signIn('LEARNER@demo.test', DEMO_PASSWORD);
    await backend.auth.signOut();
    const created = await backend.auth.signUp({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'secret12',
    });
    expect(seen.map((user) => user?.email ?? null)).toEqual([
      null,
      'learner@demo.test',
      null,
      'asha@example.com',
    ]);
    expect(created.displayName).toBe('Asha Rao');
    expect(await backend.users.get(created.uid)).toMatchObject({
      id: created.uid,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      approved: false,
      createdAt: now,
    });
  });

  it('says which part of a sign-in or sign-up was wrong', async () => {
    const backend = await fresh();
    await expect(backend.auth.signIn('learner@demo.test', 'nope-nope')).rejects.toMatchObject({
      code: 'wrong-password',
    });
    await expect(backend.auth.signIn('nobody@demo.test', DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'user-not-found',
    });
    await expect(
      backend.auth.signUp({
        firstName: 'A',
        lastName: 'B',
        email: 'learner@demo.test',
        password: 'secret12',
      }),
    ).rejects.toMatchObject({ code: 'email-in-use' });
    await expect(
      backend.auth.signUp({ firstName: 'A', lastName: 'B', email: 'new@demo.test', password: '123' }),
    ).rejects.toMatchObject({ code: 'weak-password' });
    await expect(
      backend.auth.signUp({ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'secret12' }),
    ).rejects.toMatchObject({ code: 'invalid-email' });
  });

  it('signs up an address of up to 254 characters with its profile, and refuses a longer one before making an account', async () => {
    const backend = await fresh();
    // 64 + '@' + 63 + '.' + 63 + '.' + label + '.example' characters.
    const address = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 201)}.example`;
    const longest = await backend.auth.signUp({
      firstName: 'Long',
      lastName: 'Address',
      email: address(254),
      password: 'secret12',
    });
    expect(await backend.users.get(longest.uid)).toMatchObject({ email: address(254) });
    await backend.auth.signOut();

    const signUp = () =>
      backend.auth.signUp({ firstName: 'A', lastName: 'B', email: address(255), password: 'secret12' });
    await expect(signUp()).rejects.toMatchObject({ code: 'invalid-email' });
    await expect(backend.auth.signIn(address(255), 'secret12')).rejects.toMatchObject({
      code: 'user-not-found',
    });
  });

  it.each([
    ['without a first name', '  ', 'Das'],
    ['with a first name over 100 characters', 'M'.repeat(101), 'Das'],
    ['with a last name over 100 characters', 'Meera', 'D'.repeat(101)],
  ])('refuses a sign-up %s before any account is made', async (_, firstName, lastName) => {
    const backend = await fresh();
    const email = 'meera@example.com';
    await expect(
      backend.auth.signUp({ firstName, lastName, email, password: 'secret12' }),
    ).rejects.toMatchObject({
      code: 'invalid-name',
    });
    await expect(backend.auth.signIn(email, 'secret12')).rejects.toMatchObject({ code: 'user-not-found' });
    const created = await backend.auth.signUp({
      firstName: 'Meera',
      lastName: 'D'.repeat(100),
      email,
      password: 'secret12',
    });
    expect(await backend.users.get(created.uid)).toMatchObject({
      firstName: 'Meera',
      lastName: 'D'.repeat(100),
    });
  });

  it('keeps the admin address for the verified admin: a second sign-up cannot take it, and sign-ups are unverified', async () => {
    const backend = await fresh();
    await expect(
      backend.auth.signUp({
        firstName: 'M',
        lastName: 'X',
        email: demoAccounts.admin.email,
        password: 'secret12',
      }),
    ).rejects.toMatchObject({ code: 'email-in-use' });
    const created = await backend.auth.signUp({
      firstName: 'M',
      lastName: 'X',
      email: 'mallory@example.com',
      password: 'secret12',
    });
    expect(created.emailVerified).toBe(false);
  });

  it('posts ads only once the address is verified, through the link the demo hands back', async () => {
    const backend = await fresh();
    await backend.auth.signUp(asha);
    const ad = {
      userName: 'Asha Rao',
      email: 'asha@example.com',
      category: 'Electronics',
      subcategory: 'Mobile Phones',
      fields: { Brand: 'Acme' },
    };
    await expect(backend.submissions.add(ad)).rejects.toMatchObject({ code: 'email-not-verified' });

    const { demoLink } = await backend.auth.sendVerification('/create-job-post');
    const link = new URL(demoLink!, 'http://localhost');
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('continueUrl')).toBe('/create-job-post');
    await expect(backend.auth.applyActionCode('not-the-code')).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
    await backend.auth.applyActionCode(link.searchParams.get('oobCode')!);

    expect(await backend.auth.refreshUser()).toMatchObject({ emailVerified: true });
    await expect(backend.submissions.add(ad)).resolves.toMatchObject({ status: 'waiting' });
    // A link works once.
    await expect(backend.auth.applyActionCode(link.searchParams.get('oobCode')!)).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
  });

  it('hands back a link to the verification page in the language of the address to go on to', async () => {
    const backend = await fresh();
    await backend.auth.signUp(asha);

    const { demoLink } = await backend.auth.sendVerification('/hi/create-job-post');
    const link = new URL(demoLink!, 'http://localhost');
    expect(link.pathname).toBe('/hi/verify-email');
    expect(link.searchParams.get('continueUrl')).toBe('/hi/create-job-post');
    await backend.auth.applyActionCode(link.searchParams.get('oobCode')!);
    expect(await backend.auth.refreshUser()).toMatchObject({ emailVerified: true });
  });

  it('keeps accounts, the session and documents across a reload, until the demo is reset', async () => {
    const storage = new MemoryStorage();
    const first = await fresh(storage);
    await first.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    await first.payments.submit(newPayment);

    const reloaded = await fresh(storage);
    let current: AuthUser | null = null;
    reloaded.auth.subscribe((user) => (current = user));
    expect(current).toMatchObject({ email: demoAccounts.learner.email });
    expect((await reloaded.payments.listMine()).map((payment) => payment.transactionId)).toContain(
      '412345678901',
    );

    resetDemoData(storage);
    const reset = await fresh(storage);
    reset.auth.subscribe((user) => (current = user));
    expect(current).toBeNull();
  });

  describe('with another tab open on the same browser storage', () => {
    afterEach(() => window.localStorage.clear());
    // Browsers send the storage event only to the other tabs; here it is sent by hand.
    const otherTabWrote = () =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: LOCAL_STORAGE_KEY,
          newValue: window.localStorage.getItem(LOCAL_STORAGE_KEY),
        }),
      );

    it('follows a sign-in made in the other tab', async () => {
      const thisTab = await createLocalBackend({ now: () => now, onResetElsewhere: vi.fn() });
      const otherTab = await createLocalBackend({ now: () => now, onResetElsewhere: vi.fn() });
      let current: AuthUser | null = null;
      thisTab.auth.subscribe((user) => (current = user));

      await otherTab.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
      otherTabWrote();

      expect(current).toMatchObject({ email: demoAccounts.learner.email });
    });

    it('starts afresh, instead of writing the old data back, when the other tab resets the demo', async () => {
      const startAfresh = vi.fn();
      await createLocalBackend({ now: () => now, onResetElsewhere: startAfresh });

      resetDemoData();
      otherTabWrote();

      expect(startAfresh).toHaveBeenCalledTimes(1);
      expect(window.localStorage.getItem(LOCAL_STORAGE_KEY)).toBeNull();
    });
  });

  it('writes a payment pending, owned by the buyer, under its normalised transaction id, once', async () => {
    const backend = await fresh();
    const buyer = await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    const payment = await backend.payments.submit(newPayment);
    expect(payment).toMatchObject({
      id: '412345678901',
      transactionId: '412345678901',
      status: 'pending',
      uid: buyer.uid,
      createdAt: now,
      amount: '₹499',
    });
    // Sent again by its buyer, whose first answer was lost, it is the payment filed, not a second.
    expect(await backend.payments.submit({ ...newPayment, transactionId: '4123 4567 8901' })).toMatchObject({
      id: '412345678901',
      createdAt: now,
    });
    // Someone else's reference is just as taken.
    await expect(
      backend.payments.submit({ ...newPayment, transactionId: '512345678901' }),
    ).rejects.toMatchObject({
      code: 'already-exists',
    });
    await expect(backend.payments.submit({ ...newPayment, transactionId: 'ab/cd' })).rejects.toMatchObject({
      code: 'invalid-input',
      refusal: 'transaction-id',
    });
    expect((await backend.payments.listMine()).filter((p) => p.id === '412345678901')).toHaveLength(1);
  });

  it.each([
    ['a transaction id with a slash', { transactionId: 'ab/cd' }, 'transaction-id'],
    ['a book not in the catalogue', { bookId: '99' }, 'book'],
    ["another book's title", { bookTitle: 'Node.js Expert' }, 'book'],
    ['an amount that is not the price', { amount: '₹1' }, 'amount'],
    ["an e-mail not the account's", { emailID: 'someone@demo.test' }, 'email'],
    ['a name of 202 characters', { userName: 'N'.repeat(202) }, 'name'],
    [
      'a book the buyer owns',
      { bookId: '1', bookTitle: 'Online Data Entry Guide', amount: '₹1,499' },
      'owned',
    ],
  ] as const)('refuses a payment with %s, saying why, and writes nothing', async (_what, change, refusal) => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
    const before = await backend.payments.listMine();

    await expect(
      backend.payments.submit({ ...newPayment, emailID: demoAccounts.approved.email, ...change }),
    ).rejects.toMatchObject({ code: 'invalid-input', refusal });
    expect(await backend.payments.listMine()).toEqual(before);
  });

  it('says whether the buyer owns a book, and which of their payments for it is being checked', async () => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
    expect(await backend.library.owned('1')).toMatchObject({ bookId: '1', paymentId: '512345678901' });
    expect(await backend.library.owned('3')).toBeNull();
    expect(await backend.payments.pendingFor('3')).toMatchObject({ id: '512345678902', status: 'pending' });
    // Book 1's payment is confirmed, not pending.
    expect(await backend.payments.pendingFor('1')).toBeNull();

    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    expect(await backend.library.owned('1')).toBeNull();
    expect(await backend.payments.pendingFor('3')).toBeNull();
    expect(await backend.payments.pendingFor('2')).toMatchObject({ id: 'T2611201234567' });
  });

  it('lets only the admin approve a payment and record counts', async () => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    await expect(backend.payments.approve('T2611201234567')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(backend.entries.save(demoAccounts.learner.uid, '2026-11-22', 50)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await backend.payments.approve('T2611201234567');
    const approved = await backend.payments.find('T2611201234567');
    expect(approved?.status).toBe('confirmed');

    await backend.entries.save(demoAccounts.learner.uid, '2026-11-22', 50);
    await backend.entries.save(demoAccounts.learner.uid, '2026-11-22', 60);
    expect(await backend.entries.get(demoAccounts.learner.uid, '2026-11-22')).toEqual({
      date: '2026-11-22',
      count: 60,
    });
    await expect(backend.entries.save(demoAccounts.learner.uid, '2026-11-22', 101)).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it('lists approved users for the admin, and lets the admin approve and revoke', async () => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await backend.users.setApproval(demoAccounts.learner.uid, true);
    expect((await backend.users.listApprovedPage({ size: 25 })).items.map((user) => user.email)).toContain(
      demoAccounts.learner.email,
    );
    await backend.users.setApproval(demoAccounts.learner.uid, false);
    expect(
      (await backend.users.listApprovedPage({ size: 25 })).items.map((user) => user.email),
    ).not.toContain(demoAccounts.learner.email);
  });

  it("keeps an ad with the poster's uid and server time, visible to the poster and the admin only", async () => {
    const backend = await fresh();
    const poster = await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    const ad = await backend.submissions.add({
      userName: 'Rahul Kumar',
      email: 'learner@demo.test',
      category: 'Vehicles',
      subcategory: 'Cars',
      fields: { Brand: 'Tata', Model: 'Nexon' },
    });
    expect(ad).toMatchObject({ uid: poster.uid, timestamp: now, fields: { Brand: 'Tata' } });
    const mine = (await backend.submissions.listMine()).map((s) => s.id);
    expect(mine).toContain(ad.id);
    expect(mine.every((id) => id === ad.id || demoAdIds.includes(id))).toBe(true);
    await expect(backend.submissions.listPage('waiting', { size: 25 })).rejects.toMatchObject({
      code: 'permission-denied',
    });

    await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
    expect((await backend.submissions.listMine()).map((s) => s.id)).not.toContain(ad.id);
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    expect((await backend.submissions.listPage('waiting', { size: 25 })).items.map((s) => s.id)).toContain(
      ad.id,
    );
  });

  it('refuses to write for a signed-out visitor', async () => {
    const backend = await fresh();
    await expect(backend.payments.submit(newPayment)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(backend.users.get(demoAccounts.learner.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("confirms a payment with the buyer's entitlement, so only then the buyer reads the book's file link", async () => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    expect(await backend.library.listMine()).toEqual([]);
    await expect(backend.library.fileLink('2')).rejects.toMatchObject({ code: 'permission-denied' });

    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    expect(await backend.payments.approve('T2611201234567')).toBe('decided');
    // Approved again (a second tab, a press whose answer was lost): nothing is written twice.
    expect(await backend.payments.approve('T2611201234567')).toBe('decided-before');
    expect(await backend.payments.get('T2611201234567')).toMatchObject({
      status: 'confirmed',
      decidedAt: now,
      decidedBy: demoAccounts.admin.uid,
    });

    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.learner.email, DEMO_PASSWORD);
    expect(await backend.library.listMine()).toEqual([
      { uid: demoAccounts.learner.uid, bookId: '2', paymentId: 'T2611201234567', grantedAt: now },
    ]);
    expect(await backend.library.fileLink('2')).toBe('/sample-books/react-pro-series.pdf');
    await expect(backend.library.fileLink('1')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('rejects a payment with its reason, and frees the rejected id so it can be submitted again', async () => {
    const backend = await fresh();
    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    await expect(backend.payments.release('T2611201234567')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await backend.payments.reject('T2611201234567', { reason: 'other-book', note: '  ' });
    const rejected = await backend.payments.get('T2611201234567');
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'other-book', decidedAt: now });
    expect(rejected).not.toHaveProperty('rejectionNote');
    await backend.payments.release('T2611201234567');
    expect(await backend.payments.get('T2611201234567')).toBeNull();

    await backend.auth.signOut();
    await backend.auth.signIn(demoAccounts.approved.email, DEMO_PASSWORD);
    const again = await backend.payments.submit({
      ...newPayment,
      emailID: demoAccounts.approved.email,
      userName: 'Priya Verma',
      transactionId: 'T2611201234567',
    });
    expect(again).toMatchObject({ status: 'pending', uid: demoAccounts.approved.uid });
  });

  it('puts the card of an ad published before the listing on it, once, for the admin', async () => {
    const storage = new MemoryStorage();
    await fresh(storage);
    // A store from before the listing: the public copies are there, the listing is not.
    const state = readState(storage)!;
    delete state.docs[LISTING_PATH];
    writeState(storage, state);
    const backend = await fresh(storage);
    expect((await backend.publicAds.list({ pageSize: 20 })).ads).toEqual([]);

    await backend.auth.signIn(demoAccounts.admin.email, DEMO_PASSWORD);
    expect(await backend.submissions.relist()).toBe(2);
    expect(await backend.submissions.relist()).toBe(0);
    await backend.auth.signOut();
    const listed = await backend.publicAds.list({ pageSize: 20 });
    expect(listed.ads.map((ad) => ad.id)).toEqual(['demo-ad-phone', 'demo-ad-motorcycle']);
    // The expired ad's copy gets no card: it is renewed with one.
    expect(listed.ads.map((ad) => ad.id)).not.toContain('demo-ad-shoes');
  });
});
