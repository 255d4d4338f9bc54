// What the recording proxy of npm run bench:quota reads from Firestore's REST requests and answers.

/** A document path under the database's documents, from a resource name. */
export const pathOf = (name) => name.slice(name.indexOf('/documents/') + '/documents/'.length);

/** Plain values from Firestore REST fields. */
function plain(value) {
  if (!value || typeof value !== 'object') return value;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('referenceValue' in value) return value.referenceValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(plain);
  if ('mapValue' in value) return plainFields(value.mapValue.fields ?? {});
  return null;
}
export const plainFields = (fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, plain(v)]));

/** The range fields of a structured query, as the pricing page counts them. */
export function rangeFields(query) {
  const fields = new Set();
  const visit = (filter) => {
    if (!filter) return;
    if (filter.compositeFilter) filter.compositeFilter.filters.forEach(visit);
    const field = filter.fieldFilter;
    if (!field) return;
    const path = field.field.fieldPath;
    if (
      [
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
        'GREATER_THAN',
        'GREATER_THAN_OR_EQUAL',
        'NOT_EQUAL',
        'NOT_IN',
      ].includes(field.op)
    )
      fields.add(path);
    if (path === '__name__') fields.add(path);
  };
  visit(query.where);
  const orders = (query.orderBy ?? []).map((order) => order.field.fieldPath);
  for (const path of orders) if (path === '__name__') fields.add(path);
  // An ordered field counts as a range field when another range field is in the query.
  if (fields.size > 0) for (const path of orders) fields.add(path);
  return fields.size;
}
