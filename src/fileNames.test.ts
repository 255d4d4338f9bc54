import { readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file under `dir`, as paths relative to the project. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('file names', () => {
  it('never differ only in letter case, so imports resolve alike on macOS and Windows disks', () => {
    // Imports leave the extension out: `./AdForm` could open adForm.ts on a disk that ignores case.
    const byModule = new Map<string, string[]>();
    for (const file of ['src', 'e2e', 'scripts'].flatMap(filesUnder)) {
      const { dir, name } = parse(file);
      const key = join(dir, name).toLowerCase();
      byModule.set(key, [...(byModule.get(key) ?? []), file]);
    }
    const twins = [...byModule.values()].filter(
      (files) => new Set(files.map((file) => parse(file).name)).size > 1,
    );
    expect(twins).toEqual([]);
  });
});
