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
import { listedSince } from '../../src/backend/documents/publicAds';

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
  const { uid, email, emailVerified } = matrixActors[actor];
  const token = email
    ? { email, email_verified: emailVerified, firebase: { sign_in_provider: 'password' as const } }
    : { firebase: { sign_in_provider: 'anonymous' as const } };
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
