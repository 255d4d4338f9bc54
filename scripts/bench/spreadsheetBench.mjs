// What the benchmarks of the two spreadsheet readers (bench-statement.mjs, bench-responses.mjs) share:
// loading the app's reader through Vite, and the longest stretch the thread stays busy.
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';

/**
 * A benchmark module of the app, loaded through Vite as the other scripts load the app's TypeScript
 * (scripts/emulator-seed.mjs). A server rather than runnerImport, whose runner closes once the module
 * is loaded: the readers import their Excel code when they need it.
 * @param {string} root the project's folder
 * @param {string} module the benchmark module, from the project's folder
 */
export async function loadBenchmark(root, module) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const bench = await server.ssrLoadModule(`${root}/${module}`);
  return { bench, close: () => server.close() };
}

/** The longest the thread stays busy while `work` runs: the widest gap between two turns of the loop. */
export async function longestSlice(work) {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  running = false;
  turn();
  return longest;
}
