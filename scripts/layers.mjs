/**
 * The floors of src/, lowest first: a folder imports from its own floor and the floors below it,
 * never from one above, type imports included. eslint.config.js refuses an import running up, and
 * scripts/layers.test.ts holds this list against the folders under src/ and the README's Layout
 * section, so a new folder is placed on a floor before anything can import it.
 */
export const FLOORS = [
  ['i18n', 'config', 'styles'],
  ['lib'],
  ['catalogue'],
  ['backend'],
  ['session'],
  ['components'],
  ['features'],
  ['app'],
  ['prerender'],
  ['test'],
];
