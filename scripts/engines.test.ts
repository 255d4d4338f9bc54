import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8'));

describe('the supported Node.js version', () => {
  it('runs every installed package: none asks for a newer Node than package.json promises', () => {
    const oldest = semver.minVersion(read('package.json').engines.node)!.version;
    const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } }> };
    const tooNew = Object.entries(lock.packages)
      .filter(([path, info]) => path && info.engines?.node && !semver.satisfies(oldest, info.engines.node))
      .map(([path, info]) => `${path.replace(/^.*node_modules\//, '')} wants Node ${info.engines!.node}`);
    expect(tooNew).toEqual([]);
  });
});
