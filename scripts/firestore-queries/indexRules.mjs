// Whether Cloud Firestore would serve a query shape with the indexes of firestore.indexes.json, by
// its documented rules, and which index a query that it would refuse needs. The emulator serves
// every query; Firestore answers FAILED_PRECONDITION to one without its index.
//
// The rules, as Firestore's documentation gives them (firestore.indexes.md cites the pages):
// - Every field has automatic single-field indexes, ascending and descending, and array-contains
//   for arrays, at collection scope only; a map's subfields too. A field override replaces the
//   automatic indexes of its field (and of a map's subfields) with the ones it lists: none is an
//   exemption, and an index at collection-group scope exists only where an override lists it.
// - A single-field index serves the field's equality, array-contains, range or order alone; the
//   document name closes every index, in the direction of its last field.
// - Equalities only (and an order by name, or orders that composite indexes end with alike) are
//   served by merging the indexes of each field: single-field, or composite ones sharing the order.
// - Anything else needs one composite index: the equality and array-contains fields first, in any
//   order, then exactly the query's orders, ranges of several fields ordered as Firestore orders
//   them (explicit orders, then the other inequality fields lexicographically, then the name).
// - array-contains beside any other filter or order needs a composite index.
// - count() reads the index the query would read; sum() and avg() read their field from the index
//   with the filters, so it comes after the query's fields.
import {
  ASC,
  compositeServes,
  CONTAINS,
  neededOverride,
  sameOrders,
  singleFieldIndex,
  splitName,
} from './declaredIndexes.mjs';
import { aggregatedFields, ARRAY_OPS, EQUALITY_OPS, NAME, normalizedOrders } from './shapes.mjs';

/**
 * @typedef {import('./shapes.mjs').Shape} Shape
 * @typedef {import('./declaredIndexes.mjs').IndexConfig} IndexConfig
 * @typedef {import('./declaredIndexes.mjs').IndexUse} IndexUse
 * @typedef {import('./declaredIndexes.mjs').CompositeIndex} CompositeIndex
 * @typedef {import('./declaredIndexes.mjs').FieldOverride} FieldOverride
 * @typedef {{ served: true, uses: IndexUse[] } | { served: false, why: string, needs?: { composite?: CompositeIndex, override?: FieldOverride } }} Verdict
 */

/** What an index must hold for a shape: its prefix of equalities, its orders and the aggregated fields. */
function needsOf(shape) {
  const orderBy = normalizedOrders(shape.filters, shape.orderBy);
  const equalities = [];
  const arrays = [];
  const inequalities = [];
  for (const filter of shape.filters) {
    if (EQUALITY_OPS.has(filter.op)) equalities.push(filter.fieldPath);
    else if (ARRAY_OPS.has(filter.op)) arrays.push(filter.fieldPath);
    else inequalities.push(filter.fieldPath);
  }
  const name = orderBy.at(-1);
  return {
    equalities: [...new Set(equalities)],
    arrays: [...new Set(arrays)],
    inequalities: [...new Set(inequalities)],
    /** The orders before the closing order by name. */
    orders: orderBy.slice(0, -1),
    nameDirection: name?.fieldPath === NAME ? name.direction : ASC,
    aggregated: aggregatedFields(shape),
  };
}

/** The composite index a shape needs, in firestore.indexes.json's own form. */
export function neededComposite(shape) {
  const need = needsOf(shape);
  const fields = [
    ...need.arrays.map((fieldPath) => ({ fieldPath, arrayConfig: CONTAINS })),
    // Without an order, the equalities take the name's direction, which then closes the index.
    ...[...need.equalities]
      .sort()
      .map((fieldPath) => ({ fieldPath, order: need.orders.length ? ASC : need.nameDirection })),
    ...need.orders.map((order) => ({ fieldPath: order.fieldPath, order: order.direction })),
  ];
  for (const fieldPath of need.aggregated) {
    if (!fields.some((field) => field.fieldPath === fieldPath)) fields.push({ fieldPath, order: ASC });
  }
  const lastDirection = fields.at(-1)?.order ?? ASC;
  if (need.aggregated.length === 0 && need.nameDirection !== lastDirection) {
    fields.push({ fieldPath: NAME, order: need.nameDirection });
  }
  return { collectionGroup: shape.collectionGroup, queryScope: shape.queryScope, fields };
}

/**
 * Equalities only, in the name's order or ending with the same orders: merged from indexes that
 * each hold some of the equality fields before those orders (a single-field index holds one field
 * before the name alone).
 */
function mergedEqualities(config, shape, need) {
  if (need.equalities.length === 0 || need.arrays.length || need.inequalities.length) return null;
  if (need.aggregated.length) return null;
  const uses = [];
  const covered = new Set();
  config.indexes.forEach((index, at) => {
    if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.queryScope) return;
    const split = splitName(index.fields);
    const head = split.fields.slice(0, split.fields.length - need.orders.length);
    const tail = split.fields.slice(head.length);
    if (head.length === 0 || !sameOrders(tail, need.orders) || split.nameDirection !== need.nameDirection)
      return;
    if (!head.every((field) => field.order !== undefined && need.equalities.includes(field.fieldPath)))
      return;
    if (head.every((field) => covered.has(field.fieldPath))) return;
    head.forEach((field) => covered.add(field.fieldPath));
    uses.push({ kind: 'composite', index: at });
  });
  if (need.orders.length === 0) {
    for (const fieldPath of need.equalities) {
      if (covered.has(fieldPath)) continue;
      const single = singleFieldIndex(
        config,
        shape.collectionGroup,
        shape.queryScope,
        fieldPath,
        need.nameDirection,
      );
      if (!single) continue;
      covered.add(fieldPath);
      uses.push(...single.uses);
    }
  }
  return need.equalities.every((fieldPath) => covered.has(fieldPath)) ? uses : null;
}

/**
 * Whether Firestore serves `shape` with `config` (firestore.indexes.json), and with which declared
 * indexes; or why not, with the index it needs.
 * @param {Shape} shape
 * @param {IndexConfig} config
 * @returns {Verdict}
 */
export function verdict(shape, config) {
  if (shape.unsupported) return { served: false, why: `the check does not judge ${shape.unsupported}` };
  const need = needsOf(shape);
  const { collectionGroup, queryScope } = shape;
  if (need.arrays.length > 1) return { served: false, why: 'Firestore takes one array-contains a query' };

  // Filters on the document's name are served by the name that closes every index.
  const onName = shape.filters.filter((filter) => filter.fieldPath === NAME);
  if (onName.length) {
    const nameOnly = onName.length === shape.filters.length && need.orders.length === 0;
    return nameOnly && need.aggregated.length === 0
      ? { served: true, uses: [] }
      : { served: false, why: 'the check does not judge a filter on the document id beside other filters' };
  }

  // No filter and no order but the name: every collection and collection group is kept by name.
  if (shape.filters.length === 0 && need.orders.length === 0) {
    if (need.aggregated.length === 0) return { served: true, uses: [] };
    if (need.aggregated.length === 1) {
      const [fieldPath] = need.aggregated;
      const single = singleFieldIndex(config, collectionGroup, queryScope, fieldPath, ASC);
      if (single) return { served: true, uses: single.uses };
      return {
        served: false,
        why: `${fieldPath} has no single-field index at ${queryScope.toLowerCase()} scope to ${shape.aggregations?.join(', ')} from`,
        needs: { override: neededOverride(config, shape, fieldPath, ASC) },
      };
    }
  }

  // One array-contains alone, in the name's order: the field's CONTAINS index.
  if (
    need.arrays.length === 1 &&
    shape.filters.length === 1 &&
    need.orders.length === 0 &&
    !need.aggregated.length
  ) {
    const [fieldPath] = need.arrays;
    const single =
      need.nameDirection === ASC &&
      singleFieldIndex(config, collectionGroup, queryScope, fieldPath, CONTAINS);
    if (single) return { served: true, uses: single.uses };
  }

  // One field's range or order alone (and a sum of that field): its single-field index.
  const orderFields = new Set(need.orders.map((order) => order.fieldPath));
  if (
    need.equalities.length === 0 &&
    need.arrays.length === 0 &&
    need.orders.length === 1 &&
    need.orders[0].direction === need.nameDirection &&
    need.inequalities.every((field) => orderFields.has(field)) &&
    need.aggregated.every((field) => orderFields.has(field))
  ) {
    const [order] = need.orders;
    const single = singleFieldIndex(config, collectionGroup, queryScope, order.fieldPath, order.direction);
    if (single) return { served: true, uses: single.uses };
    return {
      served: false,
      why: `${order.fieldPath} has no ${order.direction.toLowerCase()} single-field index at ${queryScope.toLowerCase()} scope`,
      needs: { override: neededOverride(config, shape, order.fieldPath, order.direction) },
    };
  }

  const merged = mergedEqualities(config, shape, need);
  if (merged) return { served: true, uses: merged };

  const prefix = new Map([
    ...need.equalities.map((fieldPath) => [fieldPath, 'ORDER']),
    ...need.arrays.map((fieldPath) => [fieldPath, CONTAINS]),
  ]);
  const at = config.indexes.findIndex((index) =>
    compositeServes(index, shape, prefix, need.orders, need.nameDirection, need.aggregated),
  );
  if (at >= 0) return { served: true, uses: [{ kind: 'composite', index: at }] };
  const needed = neededComposite(shape);
  if (needed.fields.length === 1) {
    // One field is no composite index: it is that field's single-field index, asked for by an override.
    const [{ fieldPath, order, arrayConfig }] = needed.fields;
    const mode = arrayConfig ?? order ?? ASC;
    return {
      served: false,
      why: `${fieldPath} has no ${mode.toLowerCase()} single-field index at ${queryScope.toLowerCase()} scope`,
      needs: { override: neededOverride(config, shape, fieldPath, mode) },
    };
  }
  return { served: false, why: 'no composite index serves it', needs: { composite: needed } };
}
