import { describe, expect, it } from 'vitest';
import { verdict, type IndexConfig } from './indexRules.mjs';
import { normalizedOrders, shapeOf, type Shape } from './shapes.mjs';

/**
 * Firestore's index rules, one by one, each with a query it serves and one it refuses (the emulator
 * serves both). The pages the rules come from are listed in firestore.indexes.md.
 */

const OPS: Record<string, string> = {
  '==': 'EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '!=': 'NOT_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
};

/** A query as the SDK sends it: `where` as 'field op', `orderBy` as 'field' or 'field desc'. */
function query(
  collection: string,
  {
    where = [],
    orderBy = [],
    group = false,
    aggregations,
  }: {
    where?: string[];
    orderBy?: string[];
    group?: boolean;
    aggregations?: object[];
  } = {},
): Shape {
  const filters = where.map((clause) => {
    const [fieldPath, op] = clause.split(' ') as [string, string];
    return { fieldFilter: { field: { fieldPath }, op: OPS[op], value: { stringValue: 'x' } } };
  });
  return shapeOf(
    {
      from: [{ collectionId: collection, ...(group && { allDescendants: true }) }],
      ...(filters.length && { where: { compositeFilter: { op: 'AND', filters } } }),
      orderBy: orderBy.map((order) => {
        const [fieldPath, direction] = order.split(' ') as [string, string | undefined];
        return { field: { fieldPath }, direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' };
      }),
    },
    aggregations,
  );
}

const composite = (collectionGroup: string, fields: string[], queryScope = 'COLLECTION') => ({
  collectionGroup,
  queryScope,
  fields: fields.map((field) => {
    const [fieldPath, mode] = field.split(' ') as [string, string | undefined];
    return mode === 'contains'
      ? { fieldPath, arrayConfig: 'CONTAINS' }
      : { fieldPath, order: mode === 'desc' ? 'DESCENDING' : 'ASCENDING' };
  }),
});

const none: IndexConfig = { indexes: [], fieldOverrides: [] };
const served = (shape: Shape, config: IndexConfig = none) => verdict(shape, config).served;
const needed = (shape: Shape, config: IndexConfig = none) => {
  const result = verdict(shape, config);
  return result.served ? null : (result.needs ?? {});
};

describe("Firestore's index rules", () => {
  describe('single-field indexes, automatic at collection scope', () => {
    it("serve one field's equality, range or order, in either direction", () => {
      expect(served(query('payments', { where: ['status =='] }))).toBe(true);
      expect(served(query('payments', { where: ['searchName >=', 'searchName <='] }))).toBe(true);
      expect(served(query('adReports', { orderBy: ['count desc'] }))).toBe(true);
      expect(served(query('payouts', { where: ['paidOn >='], orderBy: ['paidOn'] }))).toBe(true);
    });

    it('serve an order by one field then the name the other way only with a composite index', () => {
      const shape = query('adReports', { orderBy: ['count desc', '__name__'] });
      expect(needed(shape)).toEqual({
        composite: composite('adReports', ['count desc', '__name__ asc']),
      });
      expect(served(shape, { indexes: [composite('adReports', ['count desc', '__name__ asc'])] })).toBe(true);
    });

    it('merge for equalities on several fields', () => {
      expect(served(query('payments', { where: ['uid ==', 'bookId ==', 'status =='] }))).toBe(true);
    });

    it('serve a single array-contains', () => {
      expect(served(query('publicAds', { where: ['words array-contains'] }))).toBe(true);
    });

    it('serve the name alone: its filters and orders, or no filter at all', () => {
      expect(served(query('entries', { where: ['__name__ in'] }))).toBe(true);
      expect(served(query('dailyEntries', { where: ['__name__ >=', '__name__ <='] }))).toBe(true);
      expect(served(query('payments', { orderBy: ['__name__ desc'] }))).toBe(true);
      expect(served(query('payments', { where: ['status ==', '__name__ in'] }))).toBe(false);
    });
  });

  describe('equality with a range or an order on another field', () => {
    const shape = query('payments', { where: ['status =='], orderBy: ['createdAt desc'] });
    const index = composite('payments', ['status', 'createdAt desc']);

    it('needs a composite index of the equality, then the order', () => {
      expect(needed(shape)).toEqual({ composite: index });
      expect(served(shape, { indexes: [index] })).toBe(true);
    });

    it('needs the order in its direction: the other one is another index', () => {
      expect(served(shape, { indexes: [composite('payments', ['status', 'createdAt'])] })).toBe(false);
    });

    it('takes the equality fields in any order, in either direction, before the orders', () => {
      const two = query('payments', { where: ['status ==', 'uid =='], orderBy: ['createdAt desc'] });
      expect(
        served(two, { indexes: [composite('payments', ['uid desc', 'status', 'createdAt desc'])] }),
      ).toBe(true);
      expect(served(two, { indexes: [composite('payments', ['status', 'createdAt desc', 'uid'])] })).toBe(
        false,
      );
    });

    it('orders a range by its field first, so the range needs the same index as the order', () => {
      const range = query('payments', { where: ['status ==', 'decidedAt >=', 'decidedAt <'] });
      expect(needed(range)).toEqual({ composite: composite('payments', ['status', 'decidedAt']) });
      expect(served(range, { indexes: [composite('payments', ['status', 'decidedAt'])] })).toBe(true);
      expect(served(range, { indexes: [composite('payments', ['status', 'decidedAt desc'])] })).toBe(false);
    });

    it('is not served by an index with more equality fields than the query has', () => {
      expect(served(shape, { indexes: [composite('payments', ['status', 'uid', 'createdAt desc'])] })).toBe(
        false,
      );
    });

    it('merges composite indexes that end with the same orders, for several equalities', () => {
      const two = query('restaurants', { where: ['category ==', 'city =='], orderBy: ['rating'] });
      const byCategory = composite('restaurants', ['category', 'rating']);
      const byCity = composite('restaurants', ['city', 'rating']);
      expect(served(two, { indexes: [byCategory, byCity] })).toBe(true);
      expect(served(two, { indexes: [byCategory] })).toBe(false);
    });
  });

  describe('array-contains', () => {
    it('with another filter or an order needs a composite index with the array first', () => {
      const shape = query('publicAds', { where: ['words array-contains', 'category =='] });
      const index = composite('publicAds', ['words contains', 'category']);
      expect(needed(shape)).toEqual({ composite: index });
      expect(served(shape, { indexes: [index] })).toBe(true);
      const ordered = query('publicAds', { where: ['words array-contains'], orderBy: ['publishedAt desc'] });
      expect(served(ordered)).toBe(false);
      expect(
        served(ordered, { indexes: [composite('publicAds', ['words contains', 'publishedAt desc'])] }),
      ).toBe(true);
    });

    it('is served by the CONTAINS mode of a field only, not its order', () => {
      const shape = query('publicAds', { where: ['words array-contains', 'category =='] });
      expect(served(shape, { indexes: [composite('publicAds', ['words', 'category'])] })).toBe(false);
    });
  });

  describe('several orders, their directions and the implicit __name__', () => {
    const byName = query('users', {
      where: ['approved =='],
      orderBy: ['firstName', 'lastName', '__name__'],
    });

    it('needs every order in the index, in the query order', () => {
      expect(served(byName, { indexes: [composite('users', ['approved', 'firstName', 'lastName'])] })).toBe(
        true,
      );
      expect(served(byName, { indexes: [composite('users', ['approved', 'lastName', 'firstName'])] })).toBe(
        false,
      );
    });

    it('closes every index with the name in the direction of its last field, unless it names another', () => {
      const newest = query('payments', {
        where: ['status =='],
        orderBy: ['createdAt desc', '__name__ desc'],
      });
      expect(served(newest, { indexes: [composite('payments', ['status', 'createdAt desc'])] })).toBe(true);
      const mixed = query('payments', { where: ['status =='], orderBy: ['createdAt desc', '__name__'] });
      expect(served(mixed, { indexes: [composite('payments', ['status', 'createdAt desc'])] })).toBe(false);
      expect(needed(mixed)).toEqual({
        composite: composite('payments', ['status', 'createdAt desc', '__name__']),
      });
      expect(
        served(mixed, { indexes: [composite('payments', ['status', 'createdAt desc', '__name__'])] }),
      ).toBe(true);
    });

    it('orders ranges on several fields after the explicit orders, lexicographically', () => {
      const shape = query('employees', { where: ['salary >', 'experience >'] });
      expect(shape.orderBy.map((order) => order.fieldPath)).toEqual(['experience', 'salary', '__name__']);
      expect(served(shape, { indexes: [composite('employees', ['experience', 'salary'])] })).toBe(true);
      expect(served(shape, { indexes: [composite('employees', ['salary', 'experience'])] })).toBe(false);
      const salaryFirst = query('employees', { where: ['salary >', 'experience >'], orderBy: ['salary'] });
      expect(served(salaryFirst, { indexes: [composite('employees', ['salary', 'experience'])] })).toBe(true);
    });

    it('gives a cursor query the orders it pages by, which the same index serves', () => {
      // startAfter adds no order when the query orders by every value of its cursor (src/backend/firebase/paging.ts).
      expect(normalizedOrders([], [{ fieldPath: 'firstName', direction: 'ASCENDING' }])).toEqual([
        { fieldPath: 'firstName', direction: 'ASCENDING' },
        { fieldPath: '__name__', direction: 'ASCENDING' },
      ]);
    });
  });

  describe('collection-group scope', () => {
    const day = query('dailyEntries', { where: ['date =='], group: true });

    it('has no automatic single-field index: a field override must ask for one', () => {
      expect(needed(day)).toEqual({
        override: {
          collectionGroup: 'dailyEntries',
          fieldPath: 'date',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      });
      const override = {
        collectionGroup: 'dailyEntries',
        fieldPath: 'date',
        indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
      };
      expect(served(day, { indexes: [], fieldOverrides: [override] })).toBe(true);
    });

    it('asks for the single-field index a query reads, in its mode and direction, never a one-field composite', () => {
      const tagged = query('publicAds', { where: ['words array-contains'], group: true });
      expect(needed(tagged)).toEqual({
        override: {
          collectionGroup: 'publicAds',
          fieldPath: 'words',
          indexes: [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION_GROUP' }],
        },
      });
      const newestFirst = query('dailyEntries', {
        where: ['date =='],
        orderBy: ['__name__ desc'],
        group: true,
      });
      expect(needed(newestFirst)).toEqual({
        override: {
          collectionGroup: 'dailyEntries',
          fieldPath: 'date',
          indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      });
    });

    it('takes composite indexes of its own scope only', () => {
      const range = query('dailyEntries', { where: ['date >=', 'count >'], group: true });
      expect(served(range, { indexes: [composite('dailyEntries', ['count', 'date'])] })).toBe(false);
      expect(
        served(range, { indexes: [composite('dailyEntries', ['count', 'date'], 'COLLECTION_GROUP')] }),
      ).toBe(true);
    });

    it('is served without any index with no filter and no order', () => {
      expect(served(query('dailyEntries', { group: true }))).toBe(true);
    });
  });

  describe('field overrides', () => {
    const exempt = { collectionGroup: 'publicAds', fieldPath: 'words', indexes: [] };

    it("replace a field's automatic indexes: an exempt field serves no query on it alone", () => {
      const shape = query('publicAds', { where: ['words array-contains'] });
      expect(served(shape, { indexes: [], fieldOverrides: [exempt] })).toBe(false);
      expect(
        served(query('publicAds', { where: ['category =='] }), { indexes: [], fieldOverrides: [exempt] }),
      ).toBe(true);
    });

    it("keep at collection scope only the modes they list, and a map's subfields inherit them", () => {
      const recent = {
        collectionGroup: 'entries',
        fieldPath: 'recent',
        indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
      };
      const config = { indexes: [], fieldOverrides: [recent] };
      expect(served(query('entries', { orderBy: ['recent.1.day'] }), config)).toBe(true);
      expect(served(query('entries', { orderBy: ['recent.1.day desc'] }), config)).toBe(false);
    });

    it('leave composite indexes of an exempt field working', () => {
      const shape = query('publicAds', { where: ['words array-contains', 'category =='] });
      const config = {
        indexes: [composite('publicAds', ['words contains', 'category'])],
        fieldOverrides: [exempt],
      };
      expect(served(shape, config)).toBe(true);
    });
  });

  describe('aggregations', () => {
    const count = [{ alias: 'a', count: {} }];
    const sumOf = (fieldPath: string) => [{ alias: 'a', sum: { field: { fieldPath } } }];
    const averageOf = (fieldPath: string) => [{ alias: 'a', avg: { field: { fieldPath } } }];

    it('count() needs the index its query needs', () => {
      expect(served(query('payments', { where: ['status =='], aggregations: count }))).toBe(true);
      const ranged = query('payments', { where: ['status ==', 'createdAt >'], aggregations: count });
      expect(served(ranged)).toBe(false);
      expect(served(ranged, { indexes: [composite('payments', ['status', 'createdAt'])] })).toBe(true);
    });

    it("sum() without a filter reads its field's single-field index", () => {
      expect(served(query('payoutTotals', { aggregations: sumOf('paid') }))).toBe(true);
      const exempt = { collectionGroup: 'payoutTotals', fieldPath: 'paid', indexes: [] };
      expect(
        served(query('payoutTotals', { aggregations: sumOf('paid') }), {
          indexes: [],
          fieldOverrides: [exempt],
        }),
      ).toBe(false);
    });

    it('sum() and avg() with filters need their field in the index, after the filters', () => {
      for (const aggregations of [sumOf('count'), averageOf('count')]) {
        const days = query('dailyEntries', { where: ['date >=', 'date <='], group: true, aggregations });
        const index = composite('dailyEntries', ['date', 'count'], 'COLLECTION_GROUP');
        expect(needed(days)).toEqual({ composite: index });
        expect(served(days, { indexes: [index] })).toBe(true);
        const dateOnly = {
          collectionGroup: 'dailyEntries',
          fieldPath: 'date',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        };
        expect(served(days, { indexes: [], fieldOverrides: [dateOnly] })).toBe(false);
      }
    });

    it('sum() after an equality needs the equality and the field, which merging cannot give', () => {
      const slot = query('entries', { where: ['recent.1.day =='], aggregations: sumOf('recent.1.count') });
      expect(served(slot)).toBe(false);
      expect(served(slot, { indexes: [composite('entries', ['recent.1.day', 'recent.1.count'])] })).toBe(
        true,
      );
    });

    it('count() is not served by an index with a field the query does not name', () => {
      const counted = query('dailyEntries', { where: ['date >='], group: true, aggregations: count });
      expect(
        served(counted, { indexes: [composite('dailyEntries', ['date', 'count'], 'COLLECTION_GROUP')] }),
      ).toBe(false);
    });
  });

  it('does not judge OR filters: it refuses them until a rule is written for them', () => {
    const shape = shapeOf({
      from: [{ collectionId: 'payments' }],
      where: {
        compositeFilter: {
          op: 'OR',
          filters: [{ fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: {} } }],
        },
      },
    });
    expect(verdict(shape, none)).toMatchObject({ served: false, why: expect.stringContaining('OR filters') });
  });
});
