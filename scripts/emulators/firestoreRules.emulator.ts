import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accessMatrix,
  adminRights,
  matrixActors,
  matrixSeed,
  type MatrixCase,
  type MatrixOp,
} from '../../src/backend/matrix/accessMatrix';
import { SERVER_TIME, type DocData } from '../../src/backend/policies/policy';
import { profile, sentPayoutData } from '../../src/backend/matrix/fixtures';
import { listedSince } from '../../src/backend/documents/publicAds';
import { BATCH_WRITES } from '../../src/backend/firebase/users';
import { SENT_PAYOUTS_BATCH } from '../../src/backend/firebase/sentPayouts';

/**
 * The shared access matrix against firestore.rules in the Firestore emulator: every case the
 * `local` backend passes in `npm test` must get the same verdict from the production rules.
 * Run by `npm run test:rules`, which starts the emulator (it sets FIRESTORE_EMULATOR_HOST).
 */

let env: RulesTestEnvironment;

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-learn-and-earn';
const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId, firestore: { rules } });
});

/** Empties the project's database and writes the matrix's seed, past the rules. */
async function reseed(target: RulesTestEnvironment) {
  await target.clearFirestore();
  await target.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(matrixSeed)) await setDoc(doc(db, path), data);
  });
}

beforeEach(() => reseed(env));

afterAll(async () => {
  await env?.cleanup();
});

/**
 * A client signed in as the case's actor, with the token claims the rules read: an account with an
 * e-mail signed in with its password; one without (the empty string) is a guest of Firebase's
 * anonymous sign-in, whose token has no e-mail claim at all.
 */
function clientOf(actor: MatrixCase['actor'], on: RulesTestEnvironment = env): Firestore {
  if (actor === 'anonymous') return on.unauthenticatedContext().firestore() as unknown as Firestore;
  const { uid, email, emailVerified, signedInAt } = matrixActors[actor];
  // When the account last gave its password, in seconds, as Firebase Auth's tokens carry it.
  const auth_time = Math.floor((signedInAt ?? Date.now()) / 1000);
  const token = email
    ? { email, email_verified: emailVerified, auth_time, firebase: { sign_in_provider: 'password' as const } }
    : { auth_time, firebase: { sign_in_provider: 'anonymous' as const } };
  return on.authenticatedContext(uid, token).firestore() as unknown as Firestore;
}

/** The policy's SERVER_TIME marker becomes the SDK's server timestamp, in maps too (a listing's cards). */
const withServerTime = (data: DocData): DocData =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value === SERVER_TIME
        ? serverTimestamp()
        : typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
          ? withServerTime(value as DocData)
          : value,
    ]),
  );

function attempt(db: Firestore, op: MatrixOp): Promise<unknown> {
  switch (op.kind) {
    case 'get':
      return getDoc(doc(db, op.path));
    case 'list': {
      const target = collection(db, op.collection);
      if (op.listedOnly) {
        // As the public pages ask: a cut-off a minute later than the rules' own, for the clocks' skew.
        const since = Timestamp.fromDate(listedSince(new Date(Date.now() + 60_000)));
        const bound = op.limit === undefined ? [] : [limit(op.limit)];
        return getDocs(query(target, where('publishedAt', '>', since), ...bound));
      }
      if (op.whereIds) return getDocs(query(target, where(documentId(), 'in', op.whereIds)));
      if (op.whereApproved !== undefined)
        return getDocs(query(target, where('approved', '==', op.whereApproved)));
      if (op.whereRevoked !== undefined)
        return getDocs(query(target, where('revoked', '==', op.whereRevoked)));
      return getDocs(op.whereUid === undefined ? target : query(target, where('uid', '==', op.whereUid)));
    }
    case 'batch': {
      const batch = writeBatch(db);
      for (const write of op.writes) {
        const ref = doc(db, write.path);
        if (write.type === 'delete') batch.delete(ref);
        else if (write.type === 'set') batch.set(ref, withServerTime(write.data));
        else if (write.type === 'merge') batch.set(ref, withServerTime(write.data), { merge: true });
        else batch.update(ref, withServerTime(write.data));
      }
      return batch.commit();
    }
    case 'create':
      return setDoc(doc(db, op.path), withServerTime(op.data));
    case 'update':
      return updateDoc(doc(db, op.path), withServerTime(op.data));
    case 'delete':
      return deleteDoc(doc(db, op.path));
    case 'listDay':
      return getDocs(query(collectionGroup(db, 'dailyEntries'), where('date', '==', op.date)));
    case 'listDays':
      return getDocs(
        query(collectionGroup(db, 'dailyEntries'), where('date', '>=', op.from), where('date', '<=', op.to)),
      );
    case 'listConfirmed':
      // As the payments export asks.
      return getDocs(
        query(
          collection(db, 'payments'),
          where('status', '==', 'confirmed'),
          where('decidedAt', '>=', Timestamp.fromDate(op.start)),
          where('decidedAt', '<', Timestamp.fromDate(op.end)),
          orderBy('decidedAt'),
        ),
      );
    case 'listPendingBetween':
      // As the bank statement check asks, a page at a time.
      return getDocs(
        query(
          collection(db, 'payments'),
          where('status', '==', 'pending'),
          where('createdAt', '>=', Timestamp.fromDate(op.start)),
          where('createdAt', '<', Timestamp.fromDate(op.end)),
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          limit(26),
        ),
      );
    case 'listPending':
      // As the eBook and payment pages ask.
      return getDocs(
        query(
          collection(db, 'payments'),
          where('uid', '==', op.whereUid),
          where('bookId', '==', op.bookId),
          where('status', '==', 'pending'),
          limit(1),
        ),
      );
  }
}

describe('firestore.rules against the access matrix', () => {
  it.each(accessMatrix.map((c) => [c.allowed ? 'allows' : 'denies', c.name, c] as const))(
    '%s: %s',
    async (_verdict, _name, c) => {
      const result = attempt(clientOf(c.actor), c.op);
      await (c.allowed ? assertSucceeds(result) : assertFails(result));
    },
  );
});

describe('firestore.rules with no admin pinned', () => {
  let unpinned: RulesTestEnvironment;

  beforeAll(async () => {
    // The same rules as a first deploy has them before the owner pins an account.
    const pinned = /(function adminUid\(\)\s*\{\s*return )'[^']*'/;
    expect(rules).toMatch(pinned);
    unpinned = await initializeTestEnvironment({
      projectId: `${projectId}-unpinned`,
      firestore: { rules: rules.replace(pinned, "$1''") },
    });
  });

  beforeEach(() => reseed(unpinned));

  afterAll(async () => {
    await unpinned?.cleanup();
  });

  const { admin } = matrixActors;
  it.each(adminRights(admin.uid).map(({ right, op }) => [right, op] as const))(
    "the owner's verified account with the admin's address cannot %s",
    async (_right, op) => {
      await assertFails(attempt(clientOf('admin', unpinned), op));
    },
  );
});

/**
 * Firestore evaluates at most 1,000 rules expressions for one request. The emulator enforces that
 * for each write alone (a batch of 500 small writes passes there), so a batch production refuses
 * would pass every other test. Each batch of the matrix, and the largest batch the app writes
 * (the marking of former workers), is measured here with the emulator's own counter: the rules get
 * a padding of cheap comparisons, evaluated ahead of a write's own condition for the documents the
 * client's token names, as many as its token says, and the most padding a write still passes with
 * says what is left of its 1,000. The figures err on the high side: a write is rounded up to the
 * next comparison, and the padding's own fixed cost is counted as the write's.
 */
describe('every batch within the expressions one request may evaluate', () => {
  const LIMIT = 1000;
  /** Padding comes in amounts of 1, 2, 4 … 256 comparisons, each switched on by a bit of the token. */
  const BITS = 9;
  let target: RulesTestEnvironment;
  const headroom: string[] = [];

  function paddedRules(): string {
    const functions: string[] = [];
    for (let bit = 0; bit < BITS; bit += 1) {
      const comparisons = Array.from({ length: 2 ** bit }, (_, i) => `request.method != 'm${i}'`);
      // Split in functions: the compiler refuses one expression of a few hundred comparisons.
      const groups: string[] = [];
      for (let i = 0; i < comparisons.length; i += 16) {
        functions.push(
          `function pad${bit}_${groups.length}() { return ${comparisons.slice(i, i + 16).join(' && ')}; }`,
        );
        groups.push(`pad${bit}_${groups.length}()`);
      }
      functions.push(`function pad${bit}() { return ${groups.join(' && ')}; }`);
    }
    // The padding's fixed cost, its switches and the document it names, is written twice: once
    // for the writes measured, and once, all switched off, for the write that measures that cost.
    const padding = (name: string, bit: string, all: string) => `function ${name}(token) {
      return (token.get('${all}', false) == true || request.path == path(token.get('t', '/none/none')))
        && ${Array.from({ length: BITS }, (_, b) => `(token.get('${bit}${b}', false) == false || pad${b}())`).join(' && ')}
        && false;
    }`;
    functions.push(padding('padding', 'p', 'all'), padding('overhead', 'q', 'overheadAll'));
    functions.push(
      'match /padding/{id} { allow write: if true; }',
      'match /overhead/{id} { allow write: if overhead(request.auth.token) || true; }',
    );
    const text = rules
      // A comment may hold a ';', which would end a condition below too early.
      .replace(/(^|\s)\/\/.*$/gm, '$1')
      .replace(
        /match \/databases\/\{database\}\/documents \{\n/,
        (opening) => `${opening}    ${functions.join('\n    ')}\n`,
      )
      .replace(
        /(allow [a-z, ]+: if )([\s\S]*?);/g,
        (_whole, allow: string, condition: string) =>
          `${allow}(request.auth != null && padding(request.auth.token)) || (${condition});`,
      );
    return text;
  }

  /** The client of `actor` with `terms` comparisons of padding for the documents at `paths`. */
  function paddedClient(actor: MatrixCase['actor'], paths: readonly string[], terms: number): Firestore {
    expect(actor).not.toBe('anonymous');
    if (actor === 'anonymous') throw new Error('A visitor has no token to carry the padding.');
    const { uid, email, emailVerified } = matrixActors[actor];
    const claims: Record<string, unknown> = {
      email,
      email_verified: emailVerified,
      firebase: { sign_in_provider: 'password' as const },
    };
    // Every write of the batch, or the one named.
    if (paths.length === 1) claims.t = `/databases/(default)/documents/${paths[0]}`;
    else claims.all = true;
    claims.overheadAll = true;
    for (let bit = 0; bit < BITS; bit += 1) if (terms & (2 ** bit)) claims[`p${bit}`] = true;
    return target.authenticatedContext(uid, claims).firestore() as unknown as Firestore;
  }

  /** Whether the write passes with the padding; false only when the padding took it past 1,000. */
  async function passes(write: (db: Firestore) => Promise<unknown>, db: Firestore) {
    try {
      await write(db);
      return true;
    } catch (error) {
      if (String(error).includes('maximum of 1000 expressions')) return false;
      throw error;
    }
  }

  /** The most padding with which the write of `actor` to `paths` still passes, bit by bit. */
  async function mostPadding(
    actor: MatrixCase['actor'],
    paths: readonly string[],
    write: (db: Firestore) => Promise<unknown>,
  ) {
    expect(await passes(write, paddedClient(actor, paths, 0))).toBe(true);
    let terms = 0;
    for (let bit = BITS - 1; bit >= 0; bit -= 1) {
      if (await passes(write, paddedClient(actor, paths, terms + 2 ** bit))) terms += 2 ** bit;
    }
    expect(terms, 'the padding can take any write past the limit').toBeLessThan(2 ** BITS - 1);
    return terms;
  }

  /**
   * What one comparison of padding costs. A write that costs next to nothing passes with `alone`
   * comparisons; the same write carrying the padding's fixed cost twice passes with `twice`. So the
   * fixed cost is (alone - twice) comparisons, and the limit about (alone + alone - twice) of them.
   */
  let alone = 0;
  let perComparison = 0;
  /** A write's expressions: what its padding left of the limit, rounded up to the next comparison. */
  const expressionsOf = (padding: number) => Math.ceil((alone - padding + 1) * perComparison);

  beforeAll(async () => {
    target = await initializeTestEnvironment({
      projectId: `${projectId}-expressions`,
      firestore: { rules: paddedRules() },
    });
    alone = await mostPadding('learner', ['padding/one'], (db) => setDoc(doc(db, 'padding/one'), { v: 1 }));
    const twice = await mostPadding('learner', ['overhead/one'], (db) =>
      setDoc(doc(db, 'overhead/one'), { v: 1 }),
    );
    expect(twice).toBeLessThan(alone);
    perComparison = LIMIT / (alone + alone - twice);
  }, 120_000);

  afterAll(async () => {
    await target?.cleanup();
    if (headroom.length > 0)
      console.log(`Rules expressions per request, at most (limit ${LIMIT}):\n${headroom.join('\n')}`);
  });

  /**
   * A batch's expressions: its writes' largest, measured for them all at once, times their
   * number; where that passes the limit, each write measured alone, and their sum.
   */
  async function measure(
    name: string,
    actor: MatrixCase['actor'],
    op: Extract<MatrixOp, { kind: 'batch' }>,
    seed: (on: RulesTestEnvironment) => Promise<void> = reseed,
  ) {
    const write = async (db: Firestore) => {
      await seed(target);
      return attempt(db, op);
    };
    const paths = op.writes.map((w) => w.path);
    let expressions = expressionsOf(await mostPadding(actor, paths, write)) * paths.length;
    let each = `${paths.length} writes of at most ${expressions / paths.length}`;
    if (expressions > LIMIT) {
      const measured: number[] = [];
      for (const path of paths) measured.push(expressionsOf(await mostPadding(actor, [path], write)));
      expressions = measured.reduce((sum, one) => sum + one, 0);
      each = paths.map((path, i) => `${path} ${measured[i]}`).join(', ');
    }
    headroom.push(
      `  ${String(expressions).padStart(4)}  (${String(LIMIT - expressions).padStart(4)} to spare)  ${name}: ${each}`,
    );
    // Production refuses a request past the limit, which the emulator would let through.
    expect(expressions, `${name}: rules expressions of the request`).toBeLessThanOrEqual(LIMIT);
  }

  it('measures a write by the emulator’s own limit: a plain profile update takes about 100', async () => {
    // The admin's update of a profile, measured by hand as about 100 when the batch of former
    // workers was sized (src/backend/firebase/users.ts).
    const update = async (db: Firestore) => {
      await reseed(target);
      return updateDoc(doc(db, 'users/other'), { revoked: true });
    };
    const expressions = expressionsOf(await mostPadding('admin', ['users/other'], update));
    expect(expressions).toBeGreaterThan(50);
    expect(expressions).toBeLessThan(200);
  }, 120_000);

  const batches = accessMatrix.filter(
    (c): c is MatrixCase & { op: Extract<MatrixOp, { kind: 'batch' }> } =>
      c.allowed && c.op.kind === 'batch' && c.op.writes.length > 1,
  );

  it.each(batches.map((c) => [c.name, c] as const))(
    '%s',
    async (name, c) => {
      await measure(name, c.actor, c.op);
    },
    300_000,
  );

  it(`the marking of former workers, ${BATCH_WRITES} profiles to a batch`, async () => {
    const former = Array.from({ length: BATCH_WRITES }, (_, i) => `former${i}`);
    const withFormer = async (on: RulesTestEnvironment) => {
      await reseed(on);
      await on.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        for (const uid of former) await setDoc(doc(db, 'users', uid), profile(uid, 'Former', false));
      });
    };
    const op: Extract<MatrixOp, { kind: 'batch' }> = {
      kind: 'batch',
      writes: former.map((uid) => ({ type: 'update', path: `users/${uid}`, data: { revoked: true } })),
    };
    await measure(`the marking of former workers (${BATCH_WRITES} profiles)`, 'admin', op, withFormer);
  }, 300_000);

  it(`a pay run's payouts sent for payment, ${SENT_PAYOUTS_BATCH} to a batch`, async () => {
    // Paid by UPI, each payout's costliest branch of the rules.
    const payout = sentPayoutData({ method: 'upi', accountTail: '', upi: 'approved@okhdfcbank' });
    const op: Extract<MatrixOp, { kind: 'batch' }> = {
      kind: 'batch',
      writes: Array.from({ length: SENT_PAYOUTS_BATCH }, (_, i) => ({
        type: 'set',
        path: `sentPayouts/LENEWPAY${String(i).padStart(4, '0')}`,
        data: payout,
      })),
    };
    await measure(`a pay run's payouts sent for payment (${SENT_PAYOUTS_BATCH} payouts)`, 'admin', op);
  }, 300_000);
});
