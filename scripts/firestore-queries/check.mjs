// The queries of the firebase backend against firestore.indexes.json. firestore.queries.json lists
// every query shape the app sends (recorded by the repository suite and the firebase journeys, or
// built by a tested query builder); each must be served by a declared or automatic index, and each
// declared index must serve one of them or be explained in firestore.indexes.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verdict } from './indexRules.mjs';
import { describe, shapeKey, sortedShapes } from './shapes.mjs';

/** @typedef {import('./shapes.mjs').Shape} Shape */
/** @typedef {import('./indexRules.mjs').IndexConfig} IndexConfig */

export const INVENTORY = 'firestore.queries.json';
export const INDEXES = 'firestore.indexes.json';
export const EXPLAINED = 'firestore.indexes.md';

const indented = (value) =>
  JSON.stringify(value, null, 2)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** The label firestore.indexes.md gives a composite index: `payments: status ASCENDING, createdAt DESCENDING`. */
export function compositeLabel(index) {
  const scope = index.queryScope === 'COLLECTION_GROUP' ? ' (collection group)' : '';
  const fields = index.fields.map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`);
  return `${index.collectionGroup}${scope}: ${fields.join(', ')}`;
}

/** The label of one index of a field override: `dailyEntries.date ASCENDING (collection group)`. */
export function overrideLabel(override, entry) {
  if (!entry) return `${override.collectionGroup}.${override.fieldPath} exempt`;
  const scope = entry.queryScope === 'COLLECTION_GROUP' ? ' (collection group)' : '';
  return `${override.collectionGroup}.${override.fieldPath} ${entry.order ?? entry.arrayConfig}${scope}`;
}

/** Every label firestore.indexes.md explains: list items that open with one in back-quotes. */
export function explainedLabels(markdown) {
  return [...markdown.matchAll(/^\s*[-*] `([^`]+)`/gm)].map((match) => match[1]);
}

/** What is wrong with a query: its description, why it is refused and the index to paste. */
function refusal(shape, result) {
  const lines = [`Firestore would refuse ${describe(shape)}: ${result.why}.`];
  if (result.needs?.composite) {
    lines.push(`  Add to "indexes" in ${INDEXES}:`, indented(result.needs.composite));
  }
  if (result.needs?.override) {
    lines.push(
      `  Put in "fieldOverrides" in ${INDEXES} (in place of the field's entry, if it has one):`,
      indented(result.needs.override),
    );
  }
  return lines.join('\n');
}

/**
 * The problems of the inventory against the indexes: a query no index serves, an index or
 * override no query uses and firestore.indexes.md does not explain, an explanation of an index
 * that is not declared, and an inventory out of order or with a query twice.
 * @param {{ inventory: Shape[], config: IndexConfig, explained: string[] }} files
 * @returns {string[]}
 */
export function checkInventory({ inventory, config, explained }) {
  const problems = [];
  const used = new Set();
  for (const shape of inventory) {
    const result = verdict(shape, config);
    if (!result.served) problems.push(refusal(shape, result));
    else for (const use of result.uses) used.add(JSON.stringify(use));
  }

  const declared = [];
  config.indexes.forEach((index, at) => {
    declared.push({
      label: compositeLabel(index),
      used: used.has(JSON.stringify({ kind: 'composite', index: at })),
    });
  });
  (config.fieldOverrides ?? []).forEach((override, at) => {
    if (override.indexes.length === 0) declared.push({ label: overrideLabel(override), used: false });
    override.indexes.forEach((entry, index) => {
      const use = JSON.stringify({ kind: 'override', override: at, entry: index });
      declared.push({ label: overrideLabel(override, entry), used: used.has(use) });
    });
  });
  const labels = new Set(declared.map((index) => index.label));
  for (const index of declared) {
    if (!index.used && !explained.includes(index.label)) {
      problems.push(
        `No query in ${INVENTORY} uses \`${index.label}\` (${INDEXES}): remove it, or say in ${EXPLAINED} ` +
          `why it is kept, in an item that starts with \`${index.label}\`.`,
      );
    }
  }
  for (const label of explained) {
    if (!labels.has(label))
      problems.push(`${EXPLAINED} explains \`${label}\`, which ${INDEXES} does not declare.`);
  }

  const sorted = sortedShapes(inventory);
  if (sorted.map(shapeKey).join('\n') !== inventory.map(shapeKey).join('\n')) {
    problems.push(
      `${INVENTORY} is not sorted, or lists a query twice: run npm run check:queries -- --write.`,
    );
  }
  return problems;
}

/**
 * The problems of the queries a run sent against the inventory: a query sent that it does not
 * list, and (for a complete run) a query it lists that no suite sent and no tested builder makes.
 * @param {{ recorded: Shape[], inventory: Shape[], built: Shape[], complete: boolean }} run
 * @returns {string[]}
 */
export function checkRecorded({ recorded, inventory, built, complete }) {
  const problems = [];
  const listed = new Set(inventory.map(shapeKey));
  for (const shape of sortedShapes([...recorded, ...built])) {
    if (!listed.has(shapeKey(shape))) {
      problems.push(
        `The app sent a query ${INVENTORY} does not list: ${describe(shape)}.\n` +
          `  Add it (npm run check:queries -- --write), and its index if it needs one:\n${indented(shape)}`,
      );
    }
  }
  if (complete) {
    const seen = new Set([...recorded, ...built].map(shapeKey));
    for (const shape of inventory) {
      if (!seen.has(shapeKey(shape))) {
        problems.push(
          `${INVENTORY} lists ${describe(shape)}, which neither the repository suite nor the firebase ` +
            'journeys sent, and no query builder test makes: exercise it in a test, or remove it.',
        );
      }
    }
  }
  return problems;
}

/** The project's files as the checks read them. */
export function readProject(root) {
  const read = (file) => readFileSync(join(root, file), 'utf8');
  const { firestore } = JSON.parse(read('firebase.json'));
  return {
    indexesFile: firestore.indexes,
    config: JSON.parse(read(firestore.indexes ?? INDEXES)),
    inventory: JSON.parse(read(INVENTORY)).queries,
    explained: explainedLabels(read(EXPLAINED)),
  };
}
