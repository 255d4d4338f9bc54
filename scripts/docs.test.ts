import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The repository explains itself: code and docs cite the pages under docs/ and the README, never a
 * document kept outside the repository or a numbered part of the specification, which a reader of
 * the code does not have. Every page a citation names exists, with the heading its anchor names,
 * and so does every source file a page or a comment names.
 */

const root = process.cwd();

/** Every tracked text file outside node_modules, as git lists it (so nothing ignored or built). */
const trackedTexts: { file: string; text: string }[] = execFileSync('git', ['ls-files', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
  .filter((file) => existsSync(join(root, file)))
  .flatMap((file) => {
    const bytes = readFileSync(join(root, file));
    return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
  });

/** What a reader here cannot follow, and what to cite instead. */
const unfollowable: { what: string; instead: string; pattern: RegExp }[] = [
  {
    what: 'the design notes',
    instead: 'cite docs/decisions.md or docs/data-and-access.md',
    pattern: /\bDESIGN\.md\b/,
  },
  {
    what: 'a folder outside the repository',
    instead: 'cite the page of docs/ that summarises it',
    pattern: /\.\.\/shared\b|\/work\/shared\b/,
  },
  {
    what: 'a numbered section or screen of the specification',
    instead: 'cite a heading of docs/product.md, e.g. docs/product.md#routes',
    pattern: /\bspec(?:ification)?(?:'s)?\s+(?:sections?|screens?)\b|\bsections?\s+\d/i,
  },
];

/** Every line of the tracked files that matches `pattern`, as `file:line: text`. */
function linesMatching(pattern: RegExp): string[] {
  return trackedTexts.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** The anchors GitHub gives a Markdown file's headings (fenced code left out; repeats numbered). */
function headingAnchors(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
  }
  return anchors;
}

/** Why a cited Markdown file and anchor cannot be followed, or null when they can. */
function brokenCitation(target: string, anchor: string | undefined): string | null {
  if (!existsSync(join(root, target))) return `${target} does not exist`;
  if (anchor && !headingAnchors(target).has(anchor)) return `${target} has no heading #${anchor}`;
  return null;
}

describe('the repository explains itself', () => {
  it.each(unfollowable)('nothing cites $what', ({ instead, pattern }) => {
    expect(linesMatching(pattern), instead).toEqual([]);
  });

  it('every page of docs/ a file cites exists, with the heading it names', () => {
    const broken = trackedTexts.flatMap(({ file, text }) =>
      [...text.matchAll(/\bdocs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g)].flatMap(([cited, page, anchor]) => {
        const problem = brokenCitation(`docs/${page}`, anchor);
        return problem ? [`${file} cites ${cited}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('every source file a page or a comment names exists', () => {
    const missing = trackedTexts.flatMap(({ file, text }) => {
      // A page names a file from the project's root or from src/ (`backend/policies/policy.ts`), in backticks.
      if (file.endsWith('.md')) {
        return [...text.matchAll(/`([\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|mjs|js|css|json))`/g)].flatMap(
          ([, cited]) =>
            [cited!, join('src', cited!), join(dirname(file), cited!)].some((path) =>
              existsSync(join(root, path)),
            )
              ? []
              : [`${file} names ${cited}, which does not exist`],
        );
      }
      // Code names one from the root; a glob (`src/**/*.test.ts`) names none.
      if (!/\.(tsx?|mjs|js)$/.test(file)) return [];
      return [
        ...text.matchAll(
          /(?<![\w/.*-])(?:src|scripts|e2e|docs)\/[\w./-]*\w\.(?:tsx?|mjs|js|css|json|md)\b(?![*{/\w-])/g,
        ),
      ].flatMap(([cited]) =>
        existsSync(join(root, cited)) ? [] : [`${file} names ${cited}, which does not exist`],
      );
    });
    expect(missing).toEqual([]);
  });

  it('every link between the pages of docs/ and to the README leads somewhere', () => {
    const pages = trackedTexts.filter(({ file }) => /^docs\/[^/]+\.md$/.test(file));
    expect(pages.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['docs/product.md', 'docs/decisions.md', 'docs/data-and-access.md']),
    );
    const broken = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/\]\((([^)\s#]*)(?:#([^)\s]+))?)\)/g)].flatMap(([, link, path, anchor]) => {
        if (/^[a-z]+:/.test(path!)) return [];
        const target = path ? normalize(join(dirname(file), path)) : file;
        if (!target.endsWith('.md')) {
          return existsSync(join(root, target)) ? [] : [`${file} links to ${link}: ${target} does not exist`];
        }
        const problem = brokenCitation(target, anchor);
        return problem ? [`${file} links to ${link}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
