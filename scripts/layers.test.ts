import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOORS } from './layers.mjs';

const folders = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const readme = readFileSync('README.md', 'utf8');
const layout = readme.slice(
  readme.indexOf('## Layout\n'),
  readme.indexOf('\n## ', readme.indexOf('## Layout\n') + 1),
);
const tree = layout.slice(
  layout.indexOf('```\nsrc/\n'),
  layout.indexOf('```', layout.indexOf('```\nsrc/\n') + 3),
);

/** The folders right under src/ in the Layout section's tree (up to the next folder of the project), in order. */
const srcTree = tree.slice(0, tree.search(/\n(?!src\/)\S/));
const listed = [...srcTree.matchAll(/^ {2}([\w-]+)\/ /gm)].map((match) => match[1]);

describe('the floors of src/', () => {
  it('place every folder under src/ on one floor, and name no folder that is not there', () => {
    expect([...FLOORS.flat()].sort()).toEqual(folders);
    expect(new Set(FLOORS.flat()).size).toBe(FLOORS.flat().length);
  });

  it("are the README's Layout section, folder by folder, lowest floor first", () => {
    expect(listed).toEqual(FLOORS.flat());
  });

  it('are written in the Layout section in the same order as the lint holds them', () => {
    const order = FLOORS.map((floor) => floor.map((folder) => `\`${folder}\``).join(', ')).join(' → ');
    expect(layout.replace(/\s+/g, ' ')).toContain(order);
  });
});
