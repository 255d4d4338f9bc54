import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { anyFreePort } from '../emulators/processes.mjs';
import { startQueryRecorder } from './recorder.mjs';
import { describe as describeShape } from './shapes.mjs';

/** A stand-in for the emulator: answers every request with what it received. */
async function echoServer() {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'X-Echo': '1' });
      response.end(
        JSON.stringify({ method: request.method, url: request.url, body: Buffer.concat(chunks).toString() }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

const documents = '/v1/projects/demo-learn-and-earn/databases/(default)/documents';
const paymentsQuery = {
  structuredQuery: {
    from: [{ collectionId: 'payments' }],
    where: { fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: 'u1' } } },
  },
};

describe('the query recorder in front of the Firestore emulator', () => {
  let upstream: Server | null = null;
  let recorder: Awaited<ReturnType<typeof startQueryRecorder>> | null = null;
  afterEach(async () => {
    await recorder?.stop();
    await new Promise((done) => upstream?.close(done));
  });

  async function start() {
    upstream = await echoServer();
    const listen = `127.0.0.1:${await anyFreePort('127.0.0.1')}`;
    recorder = await startQueryRecorder({
      listen,
      target: `127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    return (path: string, init?: RequestInit) => fetch(`http://${listen}${path}`, init);
  }

  it('forwards every request untouched and notes the shape of each query and aggregation', async () => {
    const send = await start();
    const body = JSON.stringify(paymentsQuery);
    const answer = await send(`${documents}:runQuery`, { method: 'POST', body });
    expect(answer.headers.get('X-Echo')).toBe('1');
    expect(await answer.json()).toEqual({ method: 'POST', url: `${documents}:runQuery`, body });
    await send(`${documents}/entries/u1:runAggregationQuery`, {
      method: 'POST',
      body: JSON.stringify({
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'dailyEntries' }] },
          aggregations: [{ alias: 'aggregate_0', sum: { field: { fieldPath: 'count' } } }],
        },
      }),
    });
    await send(`${documents}/users/u1`);
    await send(`${documents}:commit`, { method: 'POST', body: '{"writes":[]}' });
    expect(recorder!.shapes().map(describeShape)).toEqual([
      'sum(count) of dailyEntries order by __name__ asc',
      'payments where uid == order by __name__ asc',
    ]);
  });

  it("leaves out the emulator owner's queries (the seed and the tests' clean-up), not a visitor's", async () => {
    const send = await start();
    const body = JSON.stringify(paymentsQuery);
    await send(`${documents}:runQuery`, { method: 'POST', body, headers: { Authorization: 'Bearer owner' } });
    expect(recorder!.shapes()).toEqual([]);
    await send(`${documents}:runQuery`, {
      method: 'POST',
      body,
      headers: { Authorization: 'Bearer eyJowner' },
    });
    expect(recorder!.shapes()).toHaveLength(1);
  });

  it('notes a query sent twice once', async () => {
    const send = await start();
    for (const uid of ['u1', 'u2']) {
      const query = structuredClone(paymentsQuery);
      query.structuredQuery.where.fieldFilter.value.stringValue = uid;
      await send(`${documents}:runQuery`, { method: 'POST', body: JSON.stringify(query) });
    }
    expect(recorder!.shapes()).toHaveLength(1);
  });
});
