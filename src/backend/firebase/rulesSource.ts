import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * firestore.rules as text, for the tests and checks that hold it to the code: its match blocks and
 * functions, and what each block reaches through the functions it calls.
 */

/** firestore.rules at the root of the project (Vitest runs from there), without its comments. */
export const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8')
  // Whole-line comments only: a `//` inside a line is part of a pattern such as 'https://'.
  .replace(/^\s*\/\/.*$/gm, '');

/** The text from the brace at `open` to the brace that closes it. */
function braced(open: number): string {
  let depth = 0;
  for (let at = open; at < rules.length; at += 1) {
    if (rules[at] === '{') depth += 1;
    if (rules[at] === '}') depth -= 1;
    if (depth === 0) return rules.slice(open, at + 1);
  }
  throw new Error(`firestore.rules: no brace closes the one at ${open}`);
}

/** Each rules function's body, by name. */
const functions = new Map(
  [...rules.matchAll(/function (\w+)\([^)]*\)\s*\{/g)].map((found) => [
    found[1]!,
    braced(found.index + found[0].length - 1),
  ]),
);

/** A rules function's body, by its name. */
export function functionBody(name: string): string {
  const body = functions.get(name);
  if (body === undefined) throw new Error(`firestore.rules has no function ${name}`);
  return body;
}

/** Each `match /<path>` block's body, by path; the service's own match of every document is left out. */
export const blocks = new Map(
  [...rules.matchAll(/match (\/\S+)\s*\{/g)]
    .filter((found) => !found[1]!.startsWith('/databases/'))
    .map((found) => [found[1]!, braced(found.index + found[0].length - 1)]),
);

/** A block with the body of every function it calls, and of those they call in turn. */
export function reach(path: string): string {
  const block = blocks.get(path);
  if (block === undefined) throw new Error(`firestore.rules has no match ${path}`);
  const texts = [block];
  const seen = new Set<string>();
  for (let i = 0; i < texts.length; i += 1) {
    for (const [, name] of texts[i]!.matchAll(/(\w+)\(/g)) {
      const body = functions.get(name!);
      if (body === undefined || seen.has(name!)) continue;
      seen.add(name!);
      texts.push(body);
    }
  }
  return texts.join('\n');
}
