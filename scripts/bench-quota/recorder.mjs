// A recording proxy in front of the Firestore emulator, for npm run bench:quota: every request the
// app sends (the browser's and the benchmark's own backend alike) passes through it, and it counts
// what Firestore would bill for it, by the rules of https://firebase.google.com/docs/firestore/pricing
// (read 2026-11-28):
//   - a document read for each document a get, batchGet or query returns, and for each lookup of a
//     missing document; a query that returns nothing is billed one read;
//   - a query with two or more range fields (an inequality, an order on a field beside another range
//     field, `__name__` in any filter or order) is billed one more read per 1,000 index entries it
//     reads; taken as the documents it returns, at least one batch;
//   - an aggregation (count, sum, average) one read per 1,000 index entries it reads, at least one:
//     the entries are counted by asking the emulator, as its owner, to count the same query;
//   - a write for each set, update or transform of a commit that succeeds, a delete for each delete;
//   - the documents firestore.rules read with get(), exists(), getAfter() and existsAfter(): one
//     read per document per request, counted whether the request is allowed or not
//     (rulesReads.mjs names them for each write and read of the app). The pricing page does not say
//     whether a document the same batch writes is billed when the rules read it; they are counted,
//     and also apart (rulesOwnReads), so the figures show the most and the least it can be.
// Requests as the emulator's owner (the benchmark seeding the data) are passed through uncounted.
// BENCH_QUOTA_LOG=1 prints each request counted, with what it added.
import { createServer } from 'node:http';
import { PROJECT_ID } from '../emulators/project.mjs';
import { pathOf, plainFields, rangeFields } from './restValues.mjs';
import { rulesReads } from './rulesReads.mjs';

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;

const emptyTally = () => ({
  requests: 0,
  documentReads: 0,
  indexReads: 0,
  rulesReads: 0,
  /** Of the rules' reads, those of documents the same request writes. */
  rulesOwnReads: 0,
  writes: 0,
  deletes: 0,
  bytes: 0,
});

/** The uid in an emulator ID token (unsigned, so its payload is plain base64url JSON). */
function uidOf(authorization) {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token || token === 'owner') return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payload.user_id ?? payload.sub ?? null;
  } catch {
    return null;
  }
}

const isOwner = (authorization) => /^Bearer owner$/.test(authorization ?? '');

/**
 * Starts the proxy on `listen` ('127.0.0.1:8080', where the app looks for the emulator) in front
 * of the emulator at `target`. Resolves with `{ take(), stop() }`: take() hands back what was
 * counted since the last take.
 */
export async function startRecorder({ listen, target }) {
  let tally = emptyTally();
  const base = `http://${target}`;
  const ownerFetch = (path, init = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner', ...(init.headers ?? {}) },
    });

  /** A document as it stands, read past the rules (for the rules' reads, which depend on it). */
  async function stored(path) {
    const response = await ownerFetch(`/v1/${DOCUMENTS}/${path}`);
    if (!response.ok) return null;
    return plainFields((await response.json()).fields ?? {});
  }

  async function entriesCounted(aggregation) {
    const response = await ownerFetch(`/v1/${DOCUMENTS}:runAggregationQuery`, {
      method: 'POST',
      body: JSON.stringify({
        structuredAggregationQuery: {
          structuredQuery: aggregation.structuredAggregationQuery.structuredQuery,
          aggregations: [{ alias: 'entries', count: {} }],
        },
      }),
    });
    const [answer] = await response.json();
    return Number(answer?.result?.aggregateFields?.entries?.integerValue ?? 0);
  }

  /** The writes of a commit with the data each leaves, for the rules' reads. */
  async function commitWrites(body) {
    return Promise.all(
      (body.writes ?? []).map(async (write) => {
        if (write.delete)
          return { kind: 'delete', path: pathOf(write.delete), before: await stored(pathOf(write.delete)) };
        const name = write.update?.name ?? write.transform?.document;
        const path = pathOf(name);
        const before = await stored(path);
        const fields = plainFields(write.update?.fields ?? {});
        const masked = write.updateMask?.fieldPaths;
        const after = masked
          ? {
              ...(before ?? {}),
              ...Object.fromEntries(masked.filter((f) => !f.includes('.')).map((f) => [f, fields[f]])),
            }
          : fields;
        return { kind: before ? 'update' : 'create', path, before, after };
      }),
    );
  }

  async function count(method, url, authorization, request, status, answer) {
    const before = { ...tally };
    await tallyRequest(method, url, authorization, request, status, answer);
    if (process.env.BENCH_QUOTA_LOG) {
      const changed = Object.keys(tally)
        .filter((key) => key !== 'bytes' && tally[key] !== before[key])
        .map((key) => `${key} +${tally[key] - before[key]}`);
      console.log(
        `    ${method} ${url.split('/documents')[1]?.slice(0, 60)} ${status}: ${changed.join(', ')}`,
      );
    }
  }

  async function tallyRequest(method, url, authorization, request, status, answer) {
    const uid = uidOf(authorization);
    const at = url.indexOf(DOCUMENTS);
    if (at < 0) return;
    const rest = url.slice(at + DOCUMENTS.length).split('?')[0];
    tally.requests += 1;
    tally.bytes += answer.length;
    const parsed = () => {
      try {
        return JSON.parse(answer.toString('utf8'));
      } catch {
        return null;
      }
    };
    if (rest === ':commit') {
      const writes = request.__writes ?? [];
      const read = await rulesReads(writes, uid);
      const written = new Set(writes.map((write) => write.path));
      tally.rulesReads += read.length;
      tally.rulesOwnReads += read.filter((path) => written.has(path)).length;
      if (status !== 200) return;
      for (const write of writes) {
        if (write.kind === 'delete') tally.deletes += 1;
        else tally.writes += 1;
      }
      return;
    }
    if (rest === ':batchGet') {
      const items = parsed() ?? [];
      const found = items.filter((item) => item.found || item.missing);
      tally.documentReads += Math.max(found.length, 0);
      tally.rulesReads += (
        await rulesReads(
          found.map((item) => ({ kind: 'get', path: pathOf(item.found?.name ?? item.missing) })),
          uid,
        )
      ).length;
      return;
    }
    if (rest === ':runQuery') {
      const items = parsed() ?? [];
      const documents = Array.isArray(items) ? items.filter((item) => item.document).length : 0;
      tally.documentReads += Math.max(documents, 1);
      if (rangeFields(request.structuredQuery ?? {}) >= 2)
        tally.indexReads += Math.max(1, Math.ceil(documents / 1000));
      return;
    }
    if (rest === ':runAggregationQuery') {
      tally.documentReads += Math.max(1, Math.ceil((await entriesCounted(request)) / 1000));
      return;
    }
    if (rest === ':beginTransaction' || rest === ':rollback') {
      tally.requests -= 1;
      return;
    }
    if (method === 'GET' && rest.startsWith('/')) {
      // One document by its path (the public pages' light reader): found, missing or refused.
      tally.documentReads += 1;
      tally.rulesReads += (await rulesReads([{ kind: 'get', path: rest.slice(1) }], uid)).length;
    }
  }

  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const authorization = incoming.headers.authorization;
      const counted =
        incoming.method !== 'OPTIONS' && !isOwner(authorization) && incoming.url.includes('/v1/');
      let request = {};
      if (counted && body.length) {
        try {
          request = JSON.parse(body.toString('utf8'));
        } catch {
          request = {};
        }
      }
      // A commit's documents as they were, before it changes them.
      if (counted && incoming.url.includes(':commit')) request.__writes = await commitWrites(request);
      const headers = { ...incoming.headers };
      delete headers.host;
      delete headers['content-length'];
      delete headers['accept-encoding'];
      let response;
      try {
        response = await fetch(`${base}${incoming.url}`, {
          method: incoming.method,
          headers,
          body: ['GET', 'HEAD'].includes(incoming.method) ? undefined : body,
        });
      } catch (error) {
        outgoing.writeHead(502).end(String(error));
        return;
      }
      const answer = Buffer.from(await response.arrayBuffer());
      if (counted)
        await count(incoming.method, incoming.url, authorization, request, response.status, answer);
      const out = {};
      response.headers.forEach((value, key) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key))
          out[key] = value;
      });
      outgoing.writeHead(response.status, out).end(answer);
    });
  });
  const [host, port] = listen.split(':');
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, resolve);
  });
  return {
    take() {
      const taken = tally;
      tally = emptyTally();
      return taken;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
