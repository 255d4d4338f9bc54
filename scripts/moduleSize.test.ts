import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A module says one thing: past 250 lines it is usually saying several, and is easier to read split
 * by responsibility into modules named for what each holds. Data (the catalogue's words and
 * figures, the demo data, the access matrix's documents) and tests are long by nature.
 */

const MAX_LINES = 250;

const root = process.cwd();

/** Data, not logic: long because the product has that much of it. */
const DATA_FILES = [
  'src/catalogue/ads.ts',
  'src/catalogue/blog.ts',
  'src/catalogue/catalogueCoursePage.ts',
  'src/catalogue/courses.ts',
  'src/catalogue/ebooks.ts',
  'src/catalogue/faq.ts',
  'src/catalogue/fixedCourseDetails.ts',
  'src/catalogue/workFromHome.ts',
  'src/backend/local/seed.ts',
  'src/backend/matrix/fixtures.ts',
];

/** Cases and suites that only tests run: the access matrix's tables and the repository suite. */
const TEST_MATERIAL = ['src/backend/matrix/', 'src/backend/contract/repositoryContract.ts'];

/** The words of a part of the site in one language (docs/languages.md): data too. */
const isWords = (file: string) => /(^|[/.])texts\.[a-z]{2}\.ts$/.test(file);

const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$|\.emulator\.ts$/.test(file) || TEST_MATERIAL.some((start) => file.startsWith(start));
const isSource = (file: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts');

const sourceModules = ['src', 'scripts'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => isSource(file) && !isTest(file) && !isWords(file) && !DATA_FILES.includes(file)),
);

describe('module size', () => {
  it(`keeps every module of src/ and scripts/ within ${MAX_LINES} lines, data and tests aside`, () => {
    const long = sourceModules
      .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long, 'split these by responsibility into smaller modules').toEqual([]);
  });

  it('exempts only data files that exist', () => {
    expect(DATA_FILES.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
