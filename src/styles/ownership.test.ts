import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocks, inPrint, stylesheets } from '../test/stylesheets';

/**
 * Every page's styles end up in one stylesheet, so a class defined in two files, or a feature's
 * stylesheet styling markup outside its feature, changes pages nobody looked at when it was written.
 * Each class has one owner: the base styles (src/styles) for what pages share (buttons, pills,
 * field hints), a component's own stylesheet for its markup, else the feature whose markup it is.
 * A rule that adjusts a class inside its own feature's container (`.landing-hero .btn-secondary`)
 * is that feature's business.
 */

/** The folder that owns a file under src/: a feature's folder ('features/ads'), else the top one. */
function ownerOf(file: string): string {
  const parts = file.split(sep);
  if (parts[0] === 'src') parts.shift();
  return parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The classes a stylesheet defines: those a selector styles on their own, possibly in a state
 * (`.btn-danger`, `.btn-danger:hover:not(:disabled)`, `.tab[aria-selected='true']`), not one met
 * inside another (`.landing-hero .tag`). Print rules are left out: the shell's print stylesheet
 * restyles the layout's classes for paper, and print.test.ts keeps a page's to its own content.
 */
function definedClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const block of blocks(css)) {
    if (block.prelude.startsWith('@') || inPrint(block)) continue;
    for (const selector of block.prelude.split(/,(?![^(]*\))/)) {
      const alone = /^\.(-?[_a-zA-Z][\w-]*)(?:[:[][^\s>+~]*)?$/.exec(selector.trim());
      if (alone) classes.add(alone[1]!);
    }
  }
  return classes;
}

const definitions = stylesheets.map(({ file, css }) => ({ file, classes: definedClasses(css) }));

/**
 * Which folders' markup uses each class, read from the className values of the .tsx files. A name
 * put together in code (`btn-${tone}`) is not seen, so such a class is not checked.
 */
function classesInMarkup(): Map<string, Set<string>> {
  const src = resolve(process.cwd(), 'src');
  const usedBy = new Map<string, Set<string>>();
  const pages = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  for (const file of pages) {
    const code = readFileSync(join(src, file), 'utf8');
    // className="a b", className={cond ? 'a' : 'b'}, className={`a a--${kind}`}, or a column's className: 'a'.
    for (const [value] of code.matchAll(/className\s*[=:]\s*('[^']*'|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\})/g)) {
      for (const [, ...strings] of value.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
        for (const name of strings.join(' ').split(/\s+/).filter(Boolean)) {
          if (!usedBy.has(name)) usedBy.set(name, new Set());
          usedBy.get(name)!.add(ownerOf(file));
        }
      }
    }
  }
  return usedBy;
}

describe('classes', () => {
  it('are defined in one stylesheet each', () => {
    const filesOf = new Map<string, string[]>();
    for (const { file, classes } of definitions) {
      for (const name of classes) filesOf.set(name, [...(filesOf.get(name) ?? []), file]);
    }
    const definedTwice = [...filesOf]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `.${name}: ${files.join(', ')}`);
    expect(definedTwice).toEqual([]);
  });

  it("of a feature's stylesheet are used only in that feature's markup", () => {
    const usedBy = classesInMarkup();
    const reachingOut = definitions
      .filter(({ file }) => ownerOf(file).startsWith('features/'))
      .flatMap(({ file, classes }) =>
        [...classes].flatMap((name) => {
          const others = [...(usedBy.get(name) ?? [])].filter((owner) => owner !== ownerOf(file));
          return others.length > 0 ? [`.${name}: ${file}, used in ${others.join(', ')}`] : [];
        }),
      );
    expect(reachingOut).toEqual([]);
  });

  it('are read from the stylesheets and the markup', () => {
    // Guards the two checks above against a scan that finds nothing.
    const base = definitions.find(({ file }) => file.endsWith(join('styles', 'base.css')));
    expect(base?.classes.has('btn')).toBe(true);
    expect(classesInMarkup().get('btn')?.size).toBeGreaterThan(5);
  });
});
