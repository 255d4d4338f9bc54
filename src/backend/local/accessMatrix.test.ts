import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessMatrix, adminRights, matrixActors, matrixSeed, type MatrixCase } from '../matrix/accessMatrix';
import type { BackendError } from '../errors';
import { createMatrixStore } from '.';
import type { BatchWrite } from './store';

/** The matrix and the local backend, as one configuration builds them. */
interface Modules {
  matrix: { matrixActors: typeof matrixActors; matrixSeed: typeof matrixSeed };
  local: { createMatrixStore: typeof createMatrixStore };
}

const asConfigured: Modules = { matrix: { matrixActors, matrixSeed }, local: { createMatrixStore } };

function run({ actor: name, op }: MatrixCase, { matrix, local }: Modules = asConfigured) {
  const store = local.createMatrixStore(matrix.matrixSeed);
  const actor = name === 'anonymous' ? null : matrix.matrixActors[name];
  switch (op.kind) {
    case 'get':
      return store.get(actor, op.path);
    case 'list':
      return store.list(actor, op.collection, op.whereUid, op.listedOnly, op.limit);
    case 'create':
      return store.create(actor, op.path, op.data);
    case 'update':
      return store.update(actor, op.path, op.data);
    case 'delete':
      return store.delete(actor, op.path);
    case 'batch':
      return store.batch(actor, op.writes);
    case 'listDay':
      return store.listDay(actor, op.date);
    case 'listDays':
      return store.listDays(actor, op.from, op.to);
    case 'listConfirmed':
      // The local backend reads the payments and keeps the confirmed ones of the range itself.
      return store.list(actor, 'payments');
    case 'listPendingBetween':
      // The local backend reads the payments and keeps the pending ones of the range itself.
      return store.list(actor, 'payments');
    case 'listPending':
      // The local backend reads the owner's payments and keeps the book's pending ones itself.
      return store.list(actor, 'payments', op.whereUid);
  }
}

describe('the access policy on the local backend', () => {
  it.each(accessMatrix.map((c) => [c.allowed ? 'allows' : 'denies', c.name, c] as const))(
    '%s: %s',
    (_verdict, _name, matrixCase) => {
      if (matrixCase.allowed) {
        expect(() => run(matrixCase)).not.toThrow();
      } else {
        expect(() => run(matrixCase)).toThrow(
          expect.objectContaining({ code: 'permission-denied' }) as unknown as BackendError,
        );
      }
    },
  );

  it('covers every actor and every kind of operation', () => {
    expect(new Set(accessMatrix.map((c) => c.actor))).toEqual(
      new Set(['anonymous', ...Object.keys(matrixActors)]),
    );
    expect(new Set(accessMatrix.map((c) => c.op.kind))).toEqual(
      new Set([
        'get',
        'list',
        'create',
        'update',
        'delete',
        'batch',
        'listDay',
        'listDays',
        'listConfirmed',
        'listPendingBetween',
        'listPending',
      ]),
    );
  });

  it('stamps server time on a permitted write', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const store = createMatrixStore(matrixSeed, () => now);
    const allowedCreate = accessMatrix.find((c) => c.name === 'a user submits their own pending payment')!;
    if (allowedCreate.op.kind !== 'batch') throw new Error('expected a filing batch');
    const [written] = store.batch(matrixActors.learner, allowedCreate.op.writes as BatchWrite[]);
    expect(written?.createdAt).toEqual(now);
  });
});

describe('the local backend with no admin pinned', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each(adminRights('owner').map(({ right }, index) => [right, index] as const))(
    "the owner's verified account with the admin's address cannot %s",
    async (_right, index) => {
      // A production config: the owner's own address, and no account pinned yet.
      vi.stubEnv('VITE_ADMIN_EMAIL', 'owner@company.test');
      vi.stubEnv('VITE_ADMIN_UID', '');
      vi.resetModules();
      const matrix = await import('../matrix/accessMatrix');
      const local = await import('.');
      const owner = matrix.matrixActors.admin;
      expect(owner).toMatchObject({ email: 'owner@company.test', emailVerified: true });

      const { op } = matrix.adminRights(owner.uid)[index]!;
      expect(() => run({ name: 'unpinned', actor: 'admin', op, allowed: false }, { matrix, local })).toThrow(
        expect.objectContaining({ code: 'permission-denied' }) as unknown as BackendError,
      );
    },
  );
});
