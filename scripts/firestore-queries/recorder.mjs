// A proxy in front of the Firestore emulator that notes the shape of every query passing through
// it. The emulator serves any query, where Firestore refuses one without its index; the app, in
// Node or in the browser, sends every query to the port of firebase.json, so the proxy there sees
// them all, whatever code sent them. Everything is forwarded untouched.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { shapeOfRequest, sortedShapes } from './shapes.mjs';

/** The emulator's owner (the seed, the tests' clean-up) is no visitor of the app: its queries are not the app's. */
const isOwner = (headers) => /^Bearer owner$/i.test(String(headers.authorization ?? ''));

/**
 * Listens on `listen` ('127.0.0.1:8080') and forwards every request to `target` ('127.0.0.1:40123'),
 * noting the queries. Resolves with `{ shapes(), stop() }` once listening.
 */
export async function startQueryRecorder({ listen, target }) {
  const [targetHost, targetPort] = target.split(':');
  const recorded = [];

  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (incoming.url ?? '').split('?')[0];
      if (incoming.method === 'POST' && !isOwner(incoming.headers)) {
        try {
          const shape = shapeOfRequest(decodeURIComponent(path), JSON.parse(body.toString('utf8') || '{}'));
          if (shape) recorded.push(shape);
        } catch {
          // Not JSON: not a query. Forwarded all the same.
        }
      }
      const forward = request(
        {
          host: targetHost,
          port: Number(targetPort),
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: target },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', (error) => {
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
        outgoing.end(`The Firestore emulator did not answer: ${error.message}`);
      });
      forward.end(body);
    });
  });
  // Keep-alive sockets of the browser and the SDK would hold close() open until they time out.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const [host, port] = listen.split(':');
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(Number(port), host, done);
  });
  return {
    /** Every query noted so far, sorted, each once. */
    shapes: () => sortedShapes(recorded),
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(() => done()));
    },
  };
}

/** Where a suite's run writes the queries it sent, for `npm run check:queries`. */
export const recordedQueriesFile = (root, suite) =>
  join(root, 'reports', 'firestore-queries', `${suite}.json`);

/** The suites that record the queries they send: the repository suite and the firebase journeys. */
export const RECORDING_SUITES = ['repositories', 'journeys'];

/** Writes the shapes a run noted, for `npm run check:queries`. */
export function writeRecorded(file, suite, shapes) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ suite, queries: shapes }, null, 2)}\n`);
}
