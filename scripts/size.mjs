// Prints the gzipped JavaScript each prerendered public page downloads before it can run, from the
// production build's manifest and its list of prerendered pages, and checks it against the budget.
// Usage: npm run size            (builds first)
//        npm run size -- --no-build   (measures the existing dist/)
//        npm run size -- --out-dir <dir>   (builds into / measures <dir> instead of dist/)
import { execSync } from 'node:child_process';
import { JS_BUDGET_KB, pageWeights } from './page-weight.mjs';

const args = process.argv.slice(2);
const outDirAt = args.indexOf('--out-dir');
const dist = outDirAt >= 0 ? args[outDirAt + 1] : 'dist';
if (!dist) throw new Error('--out-dir needs a directory');

if (!args.includes('--no-build')) {
  const outDir = dist === 'dist' ? '' : ` --outDir ${JSON.stringify(dist)} --emptyOutDir`;
  execSync(`npx vite build --logLevel warn${outDir}`, { stdio: 'inherit' });
}

let overBudget = false;
const weights = pageWeights(dist);
const width = Math.max(...weights.map(({ url }) => url.length));
console.log(
  `Gzipped JavaScript loaded before each prerendered page is interactive (budget ${JS_BUDGET_KB} KB):`,
);
for (const { url, files, kb, firebase, statementReader, ok } of weights) {
  const verdict = ok ? 'ok' : 'OVER BUDGET';
  if (!ok) overBudget = true;
  console.log(
    `  ${url.padEnd(width)} ${kb.toFixed(1).padStart(6)} KB in ${files.length} files  ${verdict}` +
      (firebase.length ? `  (Firebase code in ${firebase.join(', ')})` : '') +
      (statementReader.length ? `  (the bank statement reader in ${statementReader.join(', ')})` : ''),
  );
}
process.exit(overBudget ? 1 : 0);
