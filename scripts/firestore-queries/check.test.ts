import { describe, expect, it } from 'vitest';
import { checkInventory, checkRecorded, explainedLabels } from './check.mjs';
import { shapeOf, sortedShapes, type Shape } from './shapes.mjs';

/** A query of the payment dashboard as the SDK sends it: one status, newest first. */
const newestOfStatus = (extra: object[] = []): Shape =>
  shapeOf({
    from: [{ collectionId: 'payments' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'pending' } } },
          ...extra,
        ],
      },
    },
    orderBy: [
      { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    limit: 26,
  });

const dashboardIndex = {
  collectionGroup: 'payments',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'status', order: 'ASCENDING' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ],
};

describe('the check of the queries against firestore.indexes.json', () => {
  it('passes a query its index serves', () => {
    const inventory = [newestOfStatus()];
    expect(checkInventory({ inventory, config: { indexes: [dashboardIndex] }, explained: [] })).toEqual([]);
  });

  it('fails a query added without its index, naming the query and printing the index to paste', () => {
    const [problem, ...rest] = checkInventory({
      inventory: [newestOfStatus()],
      config: { indexes: [] },
      explained: [],
    });
    expect(rest).toEqual([]);
    expect(problem).toContain(
      'Firestore would refuse payments where status == order by createdAt desc, __name__ desc',
    );
    const pasted = JSON.parse(problem!.slice(problem!.indexOf('{'))) as unknown;
    expect(pasted).toEqual(dashboardIndex);
  });

  it('is not fooled by an index of the same fields in the other direction', () => {
    const ascending = {
      ...dashboardIndex,
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'ASCENDING' },
      ],
    };
    const problems = checkInventory({
      inventory: [newestOfStatus()],
      config: { indexes: [ascending] },
      explained: [],
    });
    expect(problems.some((problem) => problem.startsWith('Firestore would refuse payments'))).toBe(true);
  });

  it('fails an index no query uses unless firestore.indexes.md says why it is kept', () => {
    const unused = { ...dashboardIndex, collectionGroup: 'submissions' };
    const config = { indexes: [dashboardIndex, unused] };
    const inventory = [newestOfStatus()];
    expect(checkInventory({ inventory, config, explained: [] })).toEqual([
      expect.stringContaining(
        'No query in firestore.queries.json uses `submissions: status ASCENDING, createdAt DESCENDING`',
      ),
    ]);
    const explained = explainedLabels(
      '# Indexes\n\n- `submissions: status ASCENDING, createdAt DESCENDING`: kept for the next release.\n',
    );
    expect(checkInventory({ inventory, config, explained })).toEqual([]);
  });

  it("fails a field override's index no query reads, and an explanation of an index not declared", () => {
    const config = {
      indexes: [dashboardIndex],
      fieldOverrides: [
        {
          collectionGroup: 'dailyEntries',
          fieldPath: 'date',
          indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    };
    expect(
      checkInventory({
        inventory: [newestOfStatus()],
        config,
        explained: ['payments: uid ASCENDING, paidOn ASCENDING'],
      }),
    ).toEqual([
      expect.stringContaining('uses `dailyEntries.date DESCENDING (collection group)`'),
      expect.stringContaining(
        'explains `payments: uid ASCENDING, paidOn ASCENDING`, which firestore.indexes.json does not declare',
      ),
    ]);
  });

  it('fails an inventory out of order or with a query twice', () => {
    const config = { indexes: [dashboardIndex] };
    const twice = [newestOfStatus(), newestOfStatus()];
    expect(checkInventory({ inventory: twice, config, explained: [] })).toEqual([
      expect.stringContaining('is not sorted, or lists a query twice'),
    ]);
  });

  describe('what a run sent', () => {
    const inventory = sortedShapes([newestOfStatus()]);

    it('fails a query the app sent that the inventory does not list, naming it', () => {
      const sent = newestOfStatus([
        { fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: 'u1' } } },
      ]);
      const problems = checkRecorded({ recorded: [sent], inventory, built: [], complete: false });
      expect(problems).toEqual([
        expect.stringContaining(
          'The app sent a query firestore.queries.json does not list: payments where status ==, uid == order by createdAt desc, __name__ desc',
        ),
      ]);
    });

    it('takes the same query with other values, filters in another order or another limit as listed', () => {
      const reordered = shapeOf({
        from: [{ collectionId: 'payments' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'status' },
                  op: 'EQUAL',
                  value: { stringValue: 'confirmed' },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 5,
      });
      expect(checkRecorded({ recorded: [reordered], inventory, built: [], complete: false })).toEqual([]);
    });

    it('fails, for a complete run, a listed query that no suite sent and no builder makes', () => {
      expect(checkRecorded({ recorded: [], inventory, built: [], complete: true })).toEqual([
        expect.stringContaining('which neither the repository suite nor the firebase journeys sent'),
      ]);
      expect(checkRecorded({ recorded: [], inventory, built: inventory, complete: true })).toEqual([]);
      expect(checkRecorded({ recorded: [], inventory, built: [], complete: false })).toEqual([]);
    });
  });
});
