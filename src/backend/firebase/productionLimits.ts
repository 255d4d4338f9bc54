import { isServerTime } from '../policies/policyHelpers';

/**
 * Limits Cloud Firestore enforces in production that the emulator does not, or not the same way
 * (Firebase's "Usage and limits" and "Storage size calculations"), and the arithmetic that holds a
 * write to them: a document's stored size, its index entries, and the document access calls
 * (get(), exists(), getAfter(), existsAfter()) firestore.rules may make for it.
 */

export const FIRESTORE_LIMITS = {
  /** Maximum size for a document: 1 MiB (1,048,576 bytes). */
  documentBytes: 1_048_576,
  /** Maximum number of index entries for each document. */
  indexEntries: 40_000,
  /** The most writes one batch or transaction has been documented to take. */
  writesPerRequest: 500,
  /** exists(), get() and getAfter() calls per request: 10 for a single-document request… */
  accessCallsSingle: 10,
  /** …20 for a batched write or a transaction, where each of its writes may still make 10 at most. */
  accessCallsBatch: 20,
} as const;

type Value = unknown;

const utf8 = (text: string) => new TextEncoder().encode(text).length;
/** A string's stored size: its UTF-8 bytes and one more. */
const stringSize = (text: string) => utf8(text) + 1;

/** The stored size of a value: 8 for a number or a timestamp, 1 for a boolean or null. */
function valueSize(value: Value): number {
  if (typeof value === 'string') return stringSize(value);
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'boolean' || value === null || value === undefined) return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') {
    // A server timestamp is stored as a timestamp, an increment as a number.
    if (isServerTime(value) || !isPlainMap(value)) return 8;
    return Object.entries(value).reduce((sum, [key, item]) => sum + stringSize(key) + valueSize(item), 0);
  }
  throw new Error(`No stored size for ${typeof value}`);
}

const isPlainMap = (value: object) => Object.getPrototypeOf(value) === Object.prototype;

/**
 * A document's stored size: its name (each collection and document id of its path, plus 16 bytes),
 * its fields' names and values, and 32 bytes more.
 */
export function documentSize(path: string, data: Record<string, Value>): number {
  const name = path.split('/').reduce((sum, segment) => sum + stringSize(segment), 16);
  return name + valueSize(data) + 32;
}

export interface CompositeIndex {
  collectionGroup: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: unknown[];
}

/**
 * The index entries of a document in `collection`, counted as Firestore indexes by default: an
 * ascending and a descending entry for each field, a map's subfields each counted so too, an
 * array-contains entry for each element of an array; a field override replaces the default, for
 * the field and its subfields, with the indexes it lists. Each composite index of the collection the document has every field of
 * adds one entry, or one for each element of its array-contains field. Counted generously: a map
 * and an array also count their two entries as a whole.
 */
export function indexEntries(
  collection: string,
  data: Record<string, Value>,
  indexes: readonly CompositeIndex[],
  overrides: readonly FieldOverride[],
): number {
  const overridden = (fieldPath: string) =>
    overrides.find((override) => override.collectionGroup === collection && override.fieldPath === fieldPath);
  const single = (fieldPath: string, value: Value): number => {
    const override = overridden(fieldPath);
    // An override replaces the indexes of the field and of every subfield under it.
    if (override) return override.indexes.length;
    const own = 2;
    if (Array.isArray(value)) return own + new Set(value).size;
    if (value !== null && typeof value === 'object' && isPlainMap(value))
      return (
        own + Object.entries(value).reduce((sum, [key, item]) => sum + single(`${fieldPath}.${key}`, item), 0)
      );
    return own;
  };
  const singleEntries = Object.entries(data).reduce((sum, [key, value]) => sum + single(key, value), 0);
  const compositeEntries = indexes
    .filter((index) => index.collectionGroup === collection)
    .filter((index) => index.fields.every(({ fieldPath }) => fieldPath === '__name__' || fieldPath in data))
    .reduce((sum, index) => {
      const contains = index.fields.find(({ arrayConfig }) => arrayConfig === 'CONTAINS');
      const elements = contains ? new Set(data[contains.fieldPath] as unknown[]).size : 1;
      return sum + elements;
    }, 0);
  return singleEntries + compositeEntries;
}

/** The text of a call's arguments from the '(' at `open`, and where they end. */
function argumentsAt(text: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')') {
      depth -= 1;
      if (depth === 0) return { inner: text.slice(open + 1, at), end: at + 1 };
    }
  }
  throw new Error(`Unbalanced call in ${text.slice(open, open + 80)}`);
}

/** Splits a call's arguments at its top-level commas. */
function splitArguments(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < inner.length; at += 1) {
    if ('([{'.includes(inner[at]!)) depth += 1;
    if (')]}'.includes(inner[at]!)) depth -= 1;
    if (inner[at] === ',' && depth === 0) {
      parts.push(inner.slice(start, at).trim());
      start = at + 1;
    }
  }
  const last = inner.slice(start).trim();
  return last === '' ? parts : [...parts, last];
}

interface RulesFunction {
  params: string[];
  body: string;
}

const stripComments = (rules: string) => rules.replace(/\/\/[^\n]*/g, '');

/** The functions firestore.rules declares, by name (a name declared twice is refused). */
export function rulesFunctions(rules: string): Map<string, RulesFunction> {
  const text = stripComments(rules);
  const functions = new Map<string, RulesFunction>();
  for (const match of text.matchAll(/function\s+(\w+)\s*\(([^)]*)\)\s*\{/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}' && --depth === 0) break;
    }
    if (functions.has(match[1]!)) throw new Error(`firestore.rules declares ${match[1]} twice`);
    const params = match[2]!
      .split(',')
      .map((param) => param.trim())
      .filter(Boolean);
    functions.set(match[1]!, { params, body: text.slice(match.index + match[0].length, end) });
  }
  return functions;
}

/**
 * The condition of `method` on the documents `path` matches, as firestore.rules writes it under
 * `match /path`: the `allow` statements naming the method, or `write` for create, update and
 * delete, joined as the rules join them (any one allows).
 */
export function ruleCondition(rules: string, path: string, method: 'create' | 'update' | 'delete'): string {
  const text = stripComments(rules);
  const opening = text.indexOf(`match /${path} {`);
  if (opening < 0) throw new Error(`firestore.rules has no match /${path}`);
  let depth = 0;
  // From the block's own brace: the path's {wildcards} are braces too.
  let end = opening + `match /${path} `.length;
  for (; end < text.length; end += 1) {
    if (text[end] === '{') depth += 1;
    if (text[end] === '}' && --depth === 0) break;
  }
  const block = text.slice(opening, end);
  const conditions: string[] = [];
  for (const allow of block.matchAll(/allow\s+([\w,\s]+):\s*if\b/g)) {
    const methods = allow[1]!.split(',').map((name) => name.trim());
    if (!methods.includes(method) && !methods.includes('write')) continue;
    let at = allow.index + allow[0].length;
    let nesting = 0;
    for (; at < block.length; at += 1) {
      if ('([{'.includes(block[at]!)) nesting += 1;
      if (')]}'.includes(block[at]!)) nesting -= 1;
      if (block[at] === ';' && nesting === 0) break;
    }
    conditions.push(`(${block.slice(allow.index + allow[0].length, at).trim()})`);
  }
  if (conditions.length === 0) throw new Error(`firestore.rules allows no ${method} on ${path}`);
  return conditions.join(' || ');
}

/** A parameter's uses in a body: the name itself, never a field of that name (`x.data`). */
const uses = (param: string) => new RegExp(`(?<![.\\w])${param}(?!\\w)`, 'g');

/** `condition` with every call of a declared function replaced by its body, its arguments put in. */
function expand(condition: string, functions: Map<string, RulesFunction>, depth = 0): string {
  if (depth > 20) throw new Error('firestore.rules nests functions more than 20 deep');
  let out = '';
  let at = 0;
  const call = /(?<![.\w])(\w+)\s*\(/g;
  for (let found = call.exec(condition); found; found = call.exec(condition)) {
    const declared = functions.get(found[1]!);
    if (!declared) continue;
    const open = found.index + found[0].length - 1;
    const { inner, end } = argumentsAt(condition, open);
    const args = splitArguments(inner).map((arg) => expand(arg, functions, depth + 1));
    let body = declared.body;
    declared.params.forEach((param, index) => {
      body = body.replace(uses(param), `(${args[index] ?? ''})`);
    });
    out += condition.slice(at, found.index) + `(${expand(body, functions, depth + 1)})`;
    at = end;
    call.lastIndex = end;
  }
  return out + condition.slice(at);
}

/**
 * The distinct documents a condition may read through the rules, each counted once before the
 * write (get, exists) and once after it (getAfter, existsAfter), whichever branch is taken: an
 * upper bound of the access calls Firestore counts, since it counts a call only when it is
 * evaluated and a repeated call on the same document only once.
 */
export function accessCalls(rules: string, path: string, method: 'create' | 'update' | 'delete'): string[] {
  const expanded = expand(ruleCondition(rules, path, method), rulesFunctions(rules));
  const documents = new Set<string>();
  for (const found of expanded.matchAll(/(?<![.\w])(get|exists|getAfter|existsAfter)\s*\(/g)) {
    const { inner } = argumentsAt(expanded, found.index + found[0].length - 1);
    const when = found[1]!.endsWith('After') ? 'after' : 'before';
    documents.add(`${when} ${inner.replace(/\breturn\b|[\s();]/g, '')}`);
  }
  return [...documents];
}
