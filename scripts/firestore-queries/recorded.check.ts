import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtQueries } from './builtQueries';
import { checkRecorded, readProject } from './check.mjs';
import { RECORDING_SUITES, recordedQueriesFile } from './recorder.mjs';
import type { Shape } from './shapes.mjs';

const root = process.cwd();
const files = RECORDING_SUITES.map((suite) => ({ suite, file: recordedQueriesFile(root, suite) }));
const present = files.filter(({ file }) => existsSync(file));
const recorded: Shape[] = present.flatMap(
  ({ file }) => (JSON.parse(readFileSync(file, 'utf8')) as { queries: Shape[] }).queries,
);
// CI runs both suites in full before this: there, the inventory must be exactly what they sent.
const complete = process.env.CI === 'true';

describe('the queries the firebase backend sent while the suites ran', () => {
  const { inventory } = readProject(root);

  it('were recorded by the repository suite and the firebase journeys', () => {
    const missing = (complete ? files : present.length ? [] : files).filter(({ file }) => !existsSync(file));
    expect(
      missing.map(({ suite, file }) => `${suite}: no ${file}`),
      'run npm run test:repositories and npm run test:e2e:firebase first',
    ).toEqual([]);
  });

  it(`are each listed in firestore.queries.json${complete ? ', which lists nothing else' : ''}`, async () => {
    const problems = checkRecorded({ recorded, inventory, built: await builtQueries(), complete });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
