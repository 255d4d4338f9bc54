import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8')) as unknown;

interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: string }[] }[];
  fieldOverrides: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { queryScope: string; order?: string }[];
  }[];
}

/**
 * Firestore refuses a composite or collection-group query without its index (the emulator does
 * not), so the queries of the firebase backend are listed here against firestore.indexes.json.
 */
describe('firestore.indexes.json', () => {
  const config = read('firebase.json') as { firestore: { indexes?: string } };
  const indexes = read(config.firestore.indexes ?? 'missing') as IndexFile;
  const composite = (group: string) =>
    indexes.indexes
      .filter((index) => index.collectionGroup === group)
      .map((index) => index.fields.map((field) => `${field.fieldPath} ${field.order}`));

  it('is the file npm run deploy deploys', () => {
    expect(config.firestore.indexes).toBe('firestore.indexes.json');
  });

  it('orders the approved users by name (earnings dashboard pages)', () => {
    expect(composite('users')).toContainEqual([
      'approved ASCENDING',
      'firstName ASCENDING',
      'lastName ASCENDING',
      '__name__ ASCENDING',
    ]);
  });

  it('orders the revoked users by name (those still owed money on the earnings dashboard)', () => {
    expect(composite('users')).toContainEqual([
      'revoked ASCENDING',
      'firstName ASCENDING',
      'lastName ASCENDING',
      '__name__ ASCENDING',
    ]);
  });

  it("orders a worker's payouts by the day paid (their statement and the admin's list)", () => {
    expect(composite('payouts')).toContainEqual(['uid ASCENDING', 'paidOn ASCENDING']);
  });

  it('orders each status of payments newest first (approval dashboard pages)', () => {
    expect(composite('payments')).toContainEqual([
      'status ASCENDING',
      'createdAt DESCENDING',
      '__name__ DESCENDING',
    ]);
  });

  it('orders the confirmed payments by their decision time (the payments export)', () => {
    expect(composite('payments')).toContainEqual(['status ASCENDING', 'decidedAt ASCENDING']);
  });

  it("indexes every worker's days by date across workers (the day's counts and the sums)", () => {
    const date = indexes.fieldOverrides.find(
      (field) => field.collectionGroup === 'dailyEntries' && field.fieldPath === 'date',
    );
    // A month's days of everyone (the earnings export) use the same one.
    expect(date?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' });
    // An override replaces the automatic indexes: the collection's own stay.
    expect(date?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
  });
});
