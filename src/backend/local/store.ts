import { parseCollection, parsePath } from '../documentPaths';
import { BackendError } from '../errors';
import {
  canCreate,
  canDelete,
  canList,
  canListGroup,
  canRead,
  canUpdate,
  SERVER_TIME,
  type Actor,
  type DocData,
  type World,
} from '../policy';

/** One write of a batch: the whole document, or with `merge` the fields to change or add. */
export interface BatchWrite {
  path: string;
  data: DocData;
  merge?: boolean;
}

/**
 * The documents of the `local` backend, every read and write judged by the access policy exactly
 * as firestore.rules judges them in production. Writes replace SERVER_TIME with the store's clock.
 */
export class DocumentStore {
  constructor(
    private readonly docs: Map<string, DocData>,
    private readonly now: () => Date,
    private readonly onWrite: () => void,
  ) {}

  /** Whether a document exists, whoever owns it: for checks the policy makes on the server side. */
  exists(path: string): boolean {
    return this.docs.has(path);
  }

  get(actor: Actor | null, path: string): DocData | null {
    const parsed = parsePath(path);
    const data = this.docs.get(path) ?? null;
    if (!parsed || !canRead(actor, parsed, data)) throw denied(path);
    return data && structuredClone(data);
  }

  /** The documents of one collection (and of one owner, with `whereUid`), keyed by id. */
  list(actor: Actor | null, collection: string, whereUid?: string): { id: string; data: DocData }[] {
    if (!canList(actor, collection, whereUid)) throw denied(collection);
    const parsed = parseCollection(collection);
    if (!parsed) throw denied(collection);
    const prefix = `${collection}/`;
    const found: { id: string; data: DocData }[] = [];
    for (const [path, data] of this.docs) {
      if (!path.startsWith(prefix)) continue;
      const id = path.slice(prefix.length);
      if (id.includes('/')) continue;
      if (whereUid !== undefined && data.uid !== whereUid) continue;
      found.push({ id, data: structuredClone(data) });
    }
    return found;
  }

  /** The days of every worker with the given date (a collection-group query), with their owners. */
  listDay(actor: Actor | null, date: string): { uid: string; data: DocData }[] {
    return this.listGroup(actor, (id) => id === date);
  }

  /** The days of every worker from `from` to `to`, both inclusive (a collection-group query). */
  listDays(actor: Actor | null, from: string, to: string): { uid: string; data: DocData }[] {
    return this.listGroup(actor, (id) => id >= from && id <= to);
  }

  private listGroup(actor: Actor | null, match: (id: string) => boolean) {
    if (!canListGroup(actor, 'dailyEntries')) throw denied('dailyEntries');
    const found: { uid: string; data: DocData }[] = [];
    for (const [path, data] of this.docs) {
      const parsed = parsePath(path);
      if (parsed?.collection === 'dailyEntries' && match(parsed.id))
        found.push({ uid: parsed.uid, data: structuredClone(data) });
    }
    return found;
  }

  /** Writes a new document; at an existing path it is an update of the whole document, as in Firestore. */
  create(actor: Actor | null, path: string, data: DocData): DocData {
    this.batch(actor, [{ path, data }]);
    return structuredClone(this.docs.get(path)!);
  }

  /**
   * Several writes that all happen or none, each judged with the others already applied (the
   * rules' getAfter()), as a Firestore batched write is.
   */
  batch(actor: Actor | null, writes: readonly BatchWrite[]): void {
    const after = new Map<string, DocData>();
    for (const { path, data, merge } of writes) {
      const current = after.get(path) ?? this.docs.get(path);
      after.set(path, merge && current ? { ...current, ...data } : data);
    }
    const world: World = {
      before: (path) => this.docs.get(path) ?? null,
      after: (path) => after.get(path) ?? this.docs.get(path) ?? null,
    };
    for (const [path, data] of after) {
      const parsed = parsePath(path);
      const before = this.docs.get(path);
      if (!parsed) throw denied(path);
      const allowed = before
        ? canUpdate(actor, parsed, before, data, world)
        : canCreate(actor, parsed, data, world);
      if (!allowed) throw denied(path);
    }
    for (const [path, data] of after) this.write(path, data);
  }

  /** Changes some fields of an existing document. */
  update(actor: Actor | null, path: string, patch: DocData): DocData {
    const parsed = parsePath(path);
    const before = this.docs.get(path);
    if (!parsed) throw denied(path);
    if (!before) {
      // Firestore answers a denied update before it looks for the document.
      if (!actor) throw denied(path);
      throw new BackendError('not-found', `No document at ${path}`);
    }
    this.batch(actor, [{ path, data: patch, merge: true }]);
    return structuredClone(this.docs.get(path)!);
  }

  /** Upsert: merges into the document, or creates it. */
  merge(actor: Actor | null, path: string, patch: DocData): DocData {
    return this.docs.has(path) ? this.update(actor, path, patch) : this.create(actor, path, patch);
  }

  delete(actor: Actor | null, path: string): void {
    const parsed = parsePath(path);
    if (!parsed || !canDelete()) throw denied(path);
    if (!actor) throw denied(path);
    this.docs.delete(path);
    this.onWrite();
  }

  private write(path: string, data: DocData): DocData {
    const stored = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        value === SERVER_TIME || isServerTime(value) ? this.now() : value,
      ]),
    );
    this.docs.set(path, structuredClone(stored));
    this.onWrite();
    return structuredClone(stored);
  }
}

const isServerTime = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { serverTime?: unknown }).serverTime === true;

const denied = (path: string) =>
  new BackendError('permission-denied', `Missing or insufficient permissions (${path}).`);
