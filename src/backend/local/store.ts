import { parseCollection, parsePath } from '../documents/documentPaths';
import { BackendError } from '../errors';
import { isMap, isServerTime } from '../policies/policyHelpers';
import {
  canCreate,
  canDelete,
  canList,
  canListGroup,
  canRead,
  canUpdate,
  isListedAt,
  type Actor,
  type DocData,
  type PolicyContext,
} from '../policies/policy';

/** One write of a batch, as Firestore's WriteBatch takes them. */
export type BatchWrite =
  /** Writes the whole document: a create, or at an existing path an update of all of it. */
  | { type: 'set'; path: string; data: DocData }
  /** Changes some fields of an existing document. */
  | { type: 'update'; path: string; data: DocData }
  /** Changes or adds some fields, creating the document when it does not exist (set with merge). */
  | { type: 'merge'; path: string; data: DocData }
  | { type: 'delete'; path: string };

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

  /**
   * The documents as the policy sees them on the server, whoever owns them: for a backend that
   * asks the policy why a write would be refused before it makes it.
   */
  serverView(): PolicyContext {
    return this.context(this.docs);
  }

  get(actor: Actor | null, path: string): DocData | null {
    const parsed = parsePath(path);
    const data = this.docs.get(path) ?? null;
    if (!parsed || !canRead(actor, parsed, data, this.context(this.docs))) throw denied(path);
    return data && structuredClone(data);
  }

  /**
   * The documents of one collection (and of one owner, with `whereUid`; of the ads still listed,
   * with `listedOnly`), keyed by id.
   */
  list(
    actor: Actor | null,
    collection: string,
    whereUid?: string,
    listedOnly = false,
    limit?: number,
  ): { id: string; data: DocData }[] {
    // The bound is judged as the rules judge it; the local reader filters the demo's few ads after
    // reading them, so they are read whole.
    if (!canList(actor, collection, whereUid, listedOnly, limit)) throw denied(collection);
    const parsed = parseCollection(collection);
    if (!parsed) throw denied(collection);
    const now = this.now();
    const prefix = `${collection}/`;
    const found: { id: string; data: DocData }[] = [];
    for (const [path, data] of this.docs) {
      if (!path.startsWith(prefix)) continue;
      const id = path.slice(prefix.length);
      if (id.includes('/')) continue;
      if (whereUid !== undefined && data.uid !== whereUid) continue;
      if (listedOnly && !isListedAt(data.publishedAt, now)) continue;
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
    return this.batch(actor, [{ type: 'set', path, data }])[0]!;
  }

  /** Changes some fields of an existing document. */
  update(actor: Actor | null, path: string, patch: DocData): DocData {
    return this.batch(actor, [{ type: 'update', path, data: patch }])[0]!;
  }

  /** Upsert: merges into the document, or creates it. */
  merge(actor: Actor | null, path: string, patch: DocData): DocData {
    return this.docs.has(path) ? this.update(actor, path, patch) : this.create(actor, path, patch);
  }

  delete(actor: Actor | null, path: string): void {
    this.batch(actor, [{ type: 'delete', path }]);
  }

  /**
   * Several writes that succeed or fail together, each judged by the policy with the documents as
   * they are before and as they would be after all of them (Firestore's get() and getAfter()).
   * Returns each written document as stored (null for a delete).
   */
  batch(actor: Actor | null, writes: readonly BatchWrite[]): (DocData | null)[] {
    const after = new Map(this.docs);
    for (const write of writes) {
      if (!parsePath(write.path)) throw denied(write.path);
      const before = after.get(write.path);
      if (write.type === 'delete') after.delete(write.path);
      else if (write.type === 'set') after.set(write.path, write.data);
      else if (write.type === 'merge') after.set(write.path, { ...before, ...write.data });
      else if (before) after.set(write.path, { ...before, ...write.data });
      // Firestore answers a denied update before it looks for the document.
      else if (!actor) throw denied(write.path);
      else throw new BackendError('not-found', `No document at ${write.path}`);
    }
    const context = this.context(after);
    for (const write of writes) {
      const parsed = parsePath(write.path)!;
      const before = this.docs.get(write.path);
      const next = after.get(write.path);
      const allowed =
        write.type === 'delete'
          ? canDelete(actor, parsed, before ?? null, context)
          : before
            ? canUpdate(actor, parsed, before, next!, context)
            : canCreate(actor, parsed, next!, context);
      if (!allowed) throw denied(write.path);
    }
    const now = this.now();
    const written = writes.map((write) => {
      const next = after.get(write.path);
      if (write.type === 'delete' || !next) {
        this.docs.delete(write.path);
        return null;
      }
      const stored = withTime(next, now);
      this.docs.set(write.path, structuredClone(stored));
      return structuredClone(stored);
    });
    this.onWrite();
    return written;
  }

  private context(after: Map<string, DocData>): PolicyContext {
    return {
      now: this.now(),
      get: (path) => this.docs.get(path) ?? null,
      getAfter: (path) => after.get(path) ?? null,
    };
  }
}

/** The document with each SERVER_TIME marker replaced by the store's clock, in its maps too. */
const withTime = (data: DocData, now: Date): DocData =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      isServerTime(value) ? now : isMap(value) ? withTime(value, now) : value,
    ]),
  );

const denied = (path: string) =>
  new BackendError('permission-denied', `Missing or insufficient permissions (${path}).`);
