// The shape of a Firestore query as its index sees it: the collection or collection group, each
// filter's field and operator, the orders and the aggregations, never a value. Shapes come from the
// REST API's `structuredQuery` (what the Lite SDK and src/backend/firestoreRest.ts send alike), so
// one shape stands for every request of the same query whatever code sent it.

/**
 * @typedef {{ fieldPath: string, op: string }} Filter
 * @typedef {{ fieldPath: string, direction: 'ASCENDING' | 'DESCENDING' }} Order
 * @typedef {{
 *   collectionGroup: string,
 *   queryScope: 'COLLECTION' | 'COLLECTION_GROUP',
 *   filters: Filter[],
 *   orderBy: Order[],
 *   aggregations?: string[],
 *   unsupported?: string,
 * }} Shape
 */

export const NAME = '__name__';

const FIELD_OPS = {
  EQUAL: '==',
  NOT_EQUAL: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  ARRAY_CONTAINS: 'array-contains',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  IN: 'in',
  NOT_IN: 'not-in',
};
const UNARY_OPS = { IS_NULL: '== null', IS_NAN: '== NaN', IS_NOT_NULL: '!= null', IS_NOT_NAN: '!= NaN' };

/** Operators an index serves as an equality: one value, or one of a few, of the field. */
export const EQUALITY_OPS = new Set(['==', 'in', '== null', '== NaN']);
/** Operators served by an array field's `CONTAINS` index. */
export const ARRAY_OPS = new Set(['array-contains', 'array-contains-any']);
/** The rest are ranges and inequalities: the index is scanned in the field's order. */
export const isInequality = (op) => !EQUALITY_OPS.has(op) && !ARRAY_OPS.has(op);

/** A field path of the REST API (`a.b`, or back-quoted segments) as Firestore's console writes it. */
const fieldPathOf = (reference) => reference?.fieldPath ?? '';

function flatten(filter, into, problems) {
  if (!filter) return;
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== 'AND') problems.push(`${filter.compositeFilter.op} filters`);
    for (const inner of filter.compositeFilter.filters ?? []) flatten(inner, into, problems);
  } else if (filter.fieldFilter) {
    const op = FIELD_OPS[filter.fieldFilter.op];
    if (!op) problems.push(`the operator ${filter.fieldFilter.op}`);
    into.push({ fieldPath: fieldPathOf(filter.fieldFilter.field), op: op ?? filter.fieldFilter.op });
  } else if (filter.unaryFilter) {
    const op = UNARY_OPS[filter.unaryFilter.op];
    if (!op) problems.push(`the operator ${filter.unaryFilter.op}`);
    into.push({ fieldPath: fieldPathOf(filter.unaryFilter.field), op: op ?? filter.unaryFilter.op });
  }
}

const byFilter = (a, b) => a.fieldPath.localeCompare(b.fieldPath) || a.op.localeCompare(b.op);

/**
 * The orders Firestore runs a query with: the explicit ones, then every field of an inequality not
 * ordered yet, in lexicographic order, then the document name, in the direction of the last
 * explicit order (ascending without one). The SDK sends these for a query and only the explicit
 * ones for an aggregation; the REST reader of the public ads writes its own.
 * @param {Filter[]} filters
 * @param {Order[]} explicit
 * @returns {Order[]}
 */
export function normalizedOrders(filters, explicit) {
  const orders = [...explicit];
  const ordered = new Set(orders.map((order) => order.fieldPath));
  const direction = orders.at(-1)?.direction ?? 'ASCENDING';
  const inequalities = [
    ...new Set(filters.filter((f) => isInequality(f.op) && f.fieldPath !== NAME).map((f) => f.fieldPath)),
  ].sort();
  for (const fieldPath of inequalities) {
    if (!ordered.has(fieldPath)) orders.push({ fieldPath, direction });
  }
  if (!ordered.has(NAME)) orders.push({ fieldPath: NAME, direction });
  return orders;
}

/**
 * The shape of a `structuredQuery`, with the aggregations of a `structuredAggregationQuery`.
 * @param {any} structuredQuery
 * @param {any[]} [aggregations]
 * @returns {Shape}
 */
export function shapeOf(structuredQuery, aggregations) {
  const problems = [];
  const from = structuredQuery?.from ?? [];
  if (from.length !== 1) problems.push(`${from.length} collections in one query`);
  const filters = [];
  flatten(structuredQuery?.where, filters, problems);
  const unique = [...new Map(filters.map((f) => [`${f.fieldPath} ${f.op}`, f])).values()].sort(byFilter);
  const explicit = (structuredQuery?.orderBy ?? []).map((order) => ({
    fieldPath: fieldPathOf(order.field),
    direction: order.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
  }));
  /** @type {Shape} */
  const shape = {
    collectionGroup: from[0]?.collectionId ?? '',
    queryScope: from[0]?.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    filters: unique,
    orderBy: normalizedOrders(unique, explicit),
  };
  if (aggregations) {
    shape.aggregations = [
      ...new Set(
        aggregations.map((aggregation) => {
          if (aggregation.count) return 'count';
          if (aggregation.sum) return `sum(${fieldPathOf(aggregation.sum.field)})`;
          if (aggregation.avg) return `avg(${fieldPathOf(aggregation.avg.field)})`;
          problems.push('an unknown aggregation');
          return 'unknown';
        }),
      ),
    ].sort();
  }
  if (problems.length) shape.unsupported = [...new Set(problems)].join(', ');
  return shape;
}

/**
 * The shape of a request to the REST API, or null for anything but a query: the path of a
 * `:runQuery` or `:runAggregationQuery` and its JSON body.
 * @returns {Shape | null}
 */
export function shapeOfRequest(path, body) {
  if (/:runQuery$/.test(path)) return shapeOf(body?.structuredQuery);
  if (/:runAggregationQuery$/.test(path)) {
    const aggregation = body?.structuredAggregationQuery ?? {};
    return shapeOf(aggregation.structuredQuery, aggregation.aggregations ?? []);
  }
  return null;
}

/** The aggregated fields of a shape: those `sum()` and `avg()` read from the index. */
export const aggregatedFields = (shape) =>
  (shape.aggregations ?? []).flatMap((aggregation) => {
    const match = /^(?:sum|avg)\((.+)\)$/.exec(aggregation);
    return match ? [match[1]] : [];
  });

const direction = (order) => (order.direction === 'DESCENDING' ? 'desc' : 'asc');

/** One line naming a query: `payments where status == order by createdAt desc, __name__ desc`. */
export function describe(shape) {
  const parts = [
    shape.queryScope === 'COLLECTION_GROUP'
      ? `every ${shape.collectionGroup} collection (collection group)`
      : shape.collectionGroup,
  ];
  if (shape.filters.length) {
    parts.push(`where ${shape.filters.map((f) => `${f.fieldPath} ${f.op}`).join(', ')}`);
  }
  parts.push(`order by ${shape.orderBy.map((o) => `${o.fieldPath} ${direction(o)}`).join(', ')}`);
  const query = parts.join(' ');
  return shape.aggregations ? `${shape.aggregations.join(', ')} of ${query}` : query;
}

/** The key two shapes share exactly when they are the same query for every index. */
export const shapeKey = (shape) =>
  JSON.stringify([
    shape.collectionGroup,
    shape.queryScope,
    shape.filters,
    shape.orderBy,
    shape.aggregations ?? null,
    shape.unsupported ?? null,
  ]);

/** A shape with its keys in one order, as the inventory keeps it. */
export function canonical(shape) {
  /** @type {Shape} */
  const out = {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.queryScope,
    filters: shape.filters.map(({ fieldPath, op }) => ({ fieldPath, op })),
    orderBy: shape.orderBy.map(({ fieldPath, direction }) => ({ fieldPath, direction })),
  };
  if (shape.aggregations) out.aggregations = [...shape.aggregations];
  if (shape.unsupported) out.unsupported = shape.unsupported;
  return out;
}

/** Shapes without duplicates, sorted by collection, then as described. */
export function sortedShapes(shapes) {
  const unique = new Map(shapes.map((shape) => [shapeKey(shape), canonical(shape)]));
  return [...unique.values()].sort(
    (a, b) => a.collectionGroup.localeCompare(b.collectionGroup) || describe(a).localeCompare(describe(b)),
  );
}
