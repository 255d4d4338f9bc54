import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every page's styles end up in one stylesheet, so a page's print rules apply to every page: a rule
 * that hides the whole document but its own content prints every other page blank.
 */
const src = resolve(process.cwd(), 'src');
const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({
    file: relative(process.cwd(), join(src, file)),
    css: readFileSync(join(src, file), 'utf8'),
  }));

interface Block {
  /** A rule's selector, or an at-rule with its prelude ('@media print'). */
  prelude: string;
  /** The at-rules it sits in, outermost first. */
  within: string[];
}

/** The blocks of a stylesheet, each with the at-rules around it; enough CSS for the app's own files. */
function blocks(css: string): Block[] {
  const found: Block[] = [];
  const open: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      const prelude = text.trim().replace(/\s+/g, ' ');
      found.push({ prelude, within: open.filter((outer) => outer.startsWith('@')) });
      open.push(prelude);
      text = '';
    } else if (char === '}') {
      open.pop();
      text = '';
    } else if (char === ';') text = '';
    else text += char;
  }
  return found;
}

const inPrint = (block: Block) => block.within.some((outer) => /^@media\b.*\bprint\b/.test(outer));

describe('print styles', () => {
  it('set the paper once, in the shell', () => {
    const pageRules = stylesheets.flatMap(({ file, css }) =>
      blocks(css)
        .filter((block) => block.prelude.startsWith('@page'))
        .map(() => file),
    );
    expect(pageRules).toEqual([join('src', 'app', 'print.css')]);
  });

  it("of a page or a component style only that page's content, never the document or the shell", () => {
    const reachingOut = stylesheets
      .filter(({ file }) => !file.startsWith(join('src', 'app')) && !file.startsWith(join('src', 'styles')))
      .flatMap(({ file, css }) =>
        blocks(css)
          .filter((block) => inPrint(block) && !block.prelude.startsWith('@'))
          .flatMap((block) => block.prelude.split(',').map((selector) => selector.trim()))
          .filter((selector) => /^(\*|html\b|body\b|:root\b)|(^|[\s>+~(])\.app\b/.test(selector))
          .map((selector) => `${file}: ${selector}`),
      );
    expect(reachingOut).toEqual([]);
  });

  it('are read from the stylesheets', () => {
    // Guards the two checks above against a parser that finds nothing.
    const printRules = stylesheets.flatMap(({ css }) => blocks(css).filter(inPrint));
    expect(printRules.length).toBeGreaterThan(5);
  });
});
