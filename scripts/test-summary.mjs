// Adds up the Vitest and Playwright JSON reports into the one closing line CI reads:
// "N passed, N failed". A missing report counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

function countVitest(report) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests counted, so count it here.
  failed += report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}

function countPlaywright(report) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped: skip = 0 } = report.stats;
  passed += expected + flaky;
  failed += unexpected;
  skipped += skip;
  failed += report.errors?.length ?? 0;
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) countVitest(report);
  else countPlaywright(report);
}

// Skipped tests are named on a line of their own, so the closing line keeps its fixed shape.
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
