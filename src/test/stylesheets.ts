import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const src = resolve(process.cwd(), 'src');

/** Every stylesheet under src/, named from the project's folder ('src/app/print.css'). */
export const stylesheets = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({
    file: relative(process.cwd(), join(src, file)),
    css: readFileSync(join(src, file), 'utf8'),
  }));

export interface Block {
  /** A rule's selector, or an at-rule with its prelude ('@media print'). */
  prelude: string;
  /** The at-rules it sits in, outermost first. */
  within: string[];
}

/** The blocks of a stylesheet, each with the at-rules around it; enough CSS for the app's own files. */
export function blocks(css: string): Block[] {
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

export const inPrint = (block: Block) => block.within.some((outer) => /^@media\b.*\bprint\b/.test(outer));
