// The indexes firestore.indexes.json declares, as a query reads them: the single-field index a
// field has (automatic, or as its field override lists it), whether a composite index serves a
// query's prefix and orders, and the override to ask for when a field's index is missing.
import { NAME } from './shapes.mjs';

/**
 * @typedef {{ fieldPath: string, order?: string, arrayConfig?: string }} IndexField
 * @typedef {{ collectionGroup: string, queryScope: string, fields: IndexField[] }} CompositeIndex
 * @typedef {{ order?: string, arrayConfig?: string, queryScope: string }} OverrideIndex
 * @typedef {{ collectionGroup: string, fieldPath: string, indexes: OverrideIndex[] }} FieldOverride
 * @typedef {{ indexes: CompositeIndex[], fieldOverrides?: FieldOverride[] }} IndexConfig
 * @typedef {{ kind: 'composite', index: number } | { kind: 'override', override: number, entry: number }} IndexUse
 */

export const ASC = 'ASCENDING';
export const CONTAINS = 'CONTAINS';

/** The override that rules a field: its own, or the nearest map field's above it. */
function overrideFor(config, collectionGroup, fieldPath) {
  const overrides = config.fieldOverrides ?? [];
  const segments = fieldPath.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const path = segments.slice(0, length).join('.');
    const at = overrides.findIndex((o) => o.collectionGroup === collectionGroup && o.fieldPath === path);
    if (at >= 0) return { at, override: overrides[at] };
  }
  return null;
}

/**
 * Whether the single-field index of `mode` (ASCENDING, DESCENDING or CONTAINS) exists for a field:
 * `{ uses: [] }` for an automatic one, `{ uses: [override use] }` for one an override lists, null
 * for none.
 * @returns {{ uses: IndexUse[] } | null}
 */
export function singleFieldIndex(config, collectionGroup, queryScope, fieldPath, mode) {
  const found = overrideFor(config, collectionGroup, fieldPath);
  if (!found) return queryScope === 'COLLECTION' ? { uses: [] } : null;
  const entry = found.override.indexes.findIndex(
    (index) =>
      index.queryScope === queryScope && (mode === CONTAINS ? index.arrayConfig : index.order) === mode,
  );
  return entry >= 0 ? { uses: [{ kind: 'override', override: found.at, entry }] } : null;
}

/** A composite index's fields before its closing __name__, and the direction of that name. */
export function splitName(fields) {
  const last = fields.at(-1);
  if (last?.fieldPath === NAME) return { fields: fields.slice(0, -1), nameDirection: last.order ?? ASC };
  const before = fields.at(-1);
  return { fields, nameDirection: before?.order ?? ASC };
}

export const sameOrders = (fields, orders) =>
  fields.length === orders.length &&
  fields.every(
    (field, at) => field.fieldPath === orders[at].fieldPath && field.order === orders[at].direction,
  );

/**
 * Whether a composite index serves a query whose prefix is `prefix` (fields → 'CONTAINS' or
 * 'ORDER'), followed by `orders`, the name in `nameDirection`, and then `aggregated` (fields that
 * may come after the orders, in any order and direction).
 */
export function compositeServes(index, shape, prefix, orders, nameDirection, aggregated) {
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.queryScope) return false;
  const split = splitName(index.fields);
  if (split.fields.length < prefix.size + orders.length) return false;
  const head = split.fields.slice(0, prefix.size);
  const headFits = head.every((field) => {
    const wanted = prefix.get(field.fieldPath);
    if (wanted === CONTAINS) return field.arrayConfig === CONTAINS;
    return wanted === 'ORDER' && field.order !== undefined;
  });
  if (!headFits || new Set(head.map((field) => field.fieldPath)).size !== prefix.size) return false;
  const ordered = split.fields.slice(prefix.size, prefix.size + orders.length);
  if (!sameOrders(ordered, orders)) return false;
  const tail = split.fields.slice(prefix.size + orders.length);
  if (tail.length === 0) return split.nameDirection === nameDirection;
  // Fields after the orders only serve to read an aggregated field: documents without one are not
  // in the index, which a sum or an average leaves out anyway.
  const missing = aggregated.filter(
    (field) => !prefix.has(field) && !orders.some((o) => o.fieldPath === field),
  );
  return (
    tail.length === missing.length &&
    tail.every((field) => field.order !== undefined && missing.includes(field.fieldPath))
  );
}

/** The field override a single-field query needs: the one index it reads, at the query's scope. */
export function neededOverride(config, shape, fieldPath, mode) {
  const existing = overrideFor(config, shape.collectionGroup, fieldPath)?.override;
  const entry =
    mode === CONTAINS
      ? { arrayConfig: CONTAINS, queryScope: shape.queryScope }
      : { order: mode, queryScope: shape.queryScope };
  return {
    collectionGroup: shape.collectionGroup,
    fieldPath: existing?.fieldPath ?? fieldPath,
    indexes: [...(existing?.indexes ?? []), entry],
  };
}
