import { parseCollection, parsePath } from '../documentPaths';
import { BackendError } from '../errors';
import {
  canCreate,
  canDelete,
  canList,
  canRead,
  canUpdate,
  SERVER_TIME,
  type Actor,
  type DocData,
  type World,
} from '../policy';

/** One write of a batch: a whole document (create, or replace), or some fields of an existing one. */
export type BatchWrite =
  { kind: 'set'; path: string; data: DocData } | { kind: 'update'; path: string; data: DocData };

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
    if (!parsed || !canRead(actor, parsed, data, this.world(new Map()))) throw denied(path);
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

  /** Writes a new document; at an existing path it is an update of the whole document, as in Firestore. */
  create(actor: Actor | null, path: string, data: DocData): DocData {
    return this.batch(actor, [{ kind: 'set', path, data }])[0]!;
  }

  /** Changes some fields of an existing document. */
  update(actor: Actor | null, path: string, patch: DocData): DocData {
    return this.batch(actor, [{ kind: 'update', path, data: patch }])[0]!;
  }

  /**
   * Writes all or nothing: each write is judged against the documents as they would be after the
   * whole batch, as firestore.rules' getAfter() sees a batched write. Returns each write's document.
   */
  batch(actor: Actor | null, writes: readonly BatchWrite[]): DocData[] {
    const staged = new Map<string, DocData>();
    for (const write of writes) {
      const parsed = parsePath(write.path);
      if (!parsed) throw denied(write.path);
      const current = staged.get(write.path) ?? this.docs.get(write.path);
      if (write.kind === 'update') {
        if (!current) {
          // Firestore answers a denied update before it looks for the document.
          if (!actor) throw denied(write.path);
          throw new BackendError('not-found', `No document at ${write.path}`);
        }
        staged.set(write.path, { ...current, ...write.data });
      } else {
        staged.set(write.path, write.data);
      }
    }
    const world = this.world(staged);
    for (const [path, after] of staged) {
      const parsed = parsePath(path)!;
      const before = this.docs.get(path);
      const allowed = before
        ? canUpdate(actor, parsed, before, after, world)
        : canCreate(actor, parsed, after, world);
      if (!allowed) throw denied(path);
    }
    const written = new Map([...staged].map(([path, data]) => [path, this.stamp(data)]));
    written.forEach((data, path) => this.docs.set(path, structuredClone(data)));
    this.onWrite();
    return writes.map((write) => structuredClone(written.get(write.path)!));
  }

  /** Upsert: merges into the document, or creates it. */
  merge(actor: Actor | null, path: string, patch: DocData): DocData {
    return this.docs.has(path) ? this.update(actor, path, patch) : this.create(actor, path, patch);
  }

  delete(actor: Actor | null, path: string): void {
    const parsed = parsePath(path);
    if (!parsed || !canDelete(actor, parsed, this.docs.get(path) ?? null)) throw denied(path);
    this.docs.delete(path);
    this.onWrite();
  }

  /** The documents before a write and as they would be after `staged`, for the policy's cross-checks. */
  private world(staged: ReadonlyMap<string, DocData>): World {
    return {
      get: (path) => this.docs.get(path) ?? null,
      getAfter: (path) => staged.get(path) ?? this.docs.get(path) ?? null,
    };
  }

  /** Server-time fields take the store's clock. */
  private stamp(data: DocData): DocData {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        value === SERVER_TIME || isServerTime(value) ? this.now() : value,
      ]),
    );
  }
}

const isServerTime = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { serverTime?: unknown }).serverTime === true;

const denied = (path: string) =>
  new BackendError('permission-denied', `Missing or insufficient permissions (${path}).`);
