// npm run check:queries: holds the queries the repository suite and the firebase journeys sent
// (recorded by scripts/firebase-emulators.mjs) against firestore.queries.json, and that against
// firestore.indexes.json (scripts/firestore-queries/recorded.check.ts); run it after those suites.
// Extra arguments go to Vitest (CI passes its JSON reporter).
//
// npm run check:queries -- --write adds what the suites sent, and what the query builders make, to
// firestore.queries.json, sorted; with --prune it also drops what they no longer send (run both
// suites in full first).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { runnerImport } from 'vite';
import { run } from './emulators/processes.mjs';
import { bin, root } from './emulators/project.mjs';
import { INVENTORY } from './firestore-queries/check.mjs';
import { RECORDING_SUITES, recordedQueriesFile } from './firestore-queries/recorder.mjs';
import { describe, shapeKey, sortedShapes } from './firestore-queries/shapes.mjs';

const CONFIG = 'scripts/firestore-queries/vitest.config.ts';
const args = process.argv.slice(2);

async function write(prune) {
  const recorded = RECORDING_SUITES.map((suite) => recordedQueriesFile(root, suite))
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).queries);
  const { module } = await runnerImport(`${root}/scripts/firestore-queries/builtQueries.ts`, {
    root,
    configFile: false,
    logLevel: 'error',
  });
  const built = await module.builtQueries();
  const file = join(root, INVENTORY);
  const before = JSON.parse(readFileSync(file, 'utf8')).queries;
  const after = sortedShapes([...recorded, ...built, ...(prune ? [] : before)]);
  writeFileSync(file, await format(JSON.stringify({ queries: after }), { filepath: file }));
  const keys = (shapes) => new Set(shapes.map(shapeKey));
  const [was, is] = [keys(before), keys(after)];
  for (const shape of after) if (!was.has(shapeKey(shape))) console.log(`added:   ${describe(shape)}`);
  for (const shape of before) if (!is.has(shapeKey(shape))) console.log(`removed: ${describe(shape)}`);
  console.log(`${INVENTORY}: ${after.length} queries`);
  return 0;
}

const code = args.includes('--write')
  ? await write(args.includes('--prune'))
  : await run(bin('vitest'), ['run', '--config', CONFIG, ...args]);
process.exit(code);
