import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocks, inPrint, stylesheets } from '../test/stylesheets';

/**
 * Every page's styles end up in one stylesheet, so a page's print rules apply to every page: a rule
 * that hides the whole document but its own content prints every other page blank.
 */
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
