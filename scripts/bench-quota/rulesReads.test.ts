import { describe, expect, it } from 'vitest';
import { blocks, reach } from '../../src/backend/firebase/rulesSource';
import { RULES_READS, rulesReads } from './rulesReads.mjs';

/** The collection of each match block, as rulesReads.mjs names them. */
const collectionOf = (block: string) =>
  block === '/entries/{uid}'
    ? 'totals'
    : block.endsWith('/dailyEntries/{day}')
      ? 'dailyEntries'
      : block.split('/')[1]!;

/** The collections whose documents a block's rules name in a path, through the functions it calls. */
function namedCollections(block: string): string[] {
  const text = reach(block);
  const named = new Set<string>();
  for (const [, collection, rest] of text.matchAll(/\/documents\/(\w+)\/([^;\s]*)/g)) {
    named.add(
      collection === 'entries' ? (rest!.includes('/dailyEntries/') ? 'dailyEntries' : 'totals') : collection!,
    );
  }
  return [...named].sort();
}

describe("the benchmark's count of the rules' reads", () => {
  it.each([...blocks.keys()].filter((block) => !block.startsWith('/{path=**}')))(
    'names the collections the rules of %s read',
    (block) => {
      expect(
        [...(RULES_READS[collectionOf(block) as keyof typeof RULES_READS] ?? ['(none listed)'])].sort(),
      ).toEqual(namedCollections(block));
    },
  );

  it('counts each document once a request, whichever writes of a batch name it', async () => {
    const day = (date: string) => ({
      kind: 'create',
      path: `entries/w1/dailyEntries/${date}`,
      after: { count: 4 },
    });
    const totals = { kind: 'update', path: 'entries/w1', after: { lastDay: ['2026-11-01', '2026-11-02'] } };
    expect((await rulesReads([day('2026-11-01'), day('2026-11-02'), totals], 'admin')).sort()).toEqual([
      'entries/w1',
      'entries/w1/dailyEntries/2026-11-01',
      'entries/w1/dailyEntries/2026-11-02',
    ]);
    expect(await rulesReads([{ kind: 'get', path: 'bookFiles/2' }], 'u1')).toEqual(['entitlements/u1_2']);
    expect(await rulesReads([{ kind: 'get', path: 'listings/ads' }], null)).toEqual([]);
  });
});
