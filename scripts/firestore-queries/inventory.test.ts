import { describe, expect, it } from 'vitest';
import { builtQueries } from './builtQueries';
import { checkInventory, checkRecorded, readProject } from './check.mjs';

/**
 * Firestore refuses a query without its index (the emulator serves it), so every query the app
 * sends, listed in firestore.queries.json, is held against firestore.indexes.json by Firestore's
 * rules (indexRules.mjs). `npm run check:queries` holds what the suites sent against the list.
 */
describe('firestore.queries.json and firestore.indexes.json', () => {
  const project = readProject(process.cwd());

  it('is the index file firebase deploy deploys', () => {
    expect(project.indexesFile).toBe('firestore.indexes.json');
  });

  it('gives every query its index, and every declared index a query or a reason in firestore.indexes.md', () => {
    const problems = checkInventory(project);
    expect(problems, problems.join('\n\n')).toEqual([]);
  });

  it('lists every query the builders make: /ads for every choice of filters, each weekday of the totals', async () => {
    const built = await builtQueries();
    expect(built.filter((shape) => shape.collectionGroup === 'publicAds')).toHaveLength(8);
    expect(built.filter((shape) => shape.collectionGroup === 'entries')).toHaveLength(7);
    const problems = checkRecorded({
      recorded: built,
      inventory: project.inventory,
      built: [],
      complete: false,
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});
