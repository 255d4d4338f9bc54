// npm run bench:statement: how long the admin's bank statement check takes on this machine. Builds a
// statement of 10,000 rows (as CSV and as .xlsx) and 5,000 payments, then times reading the file,
// finding the credits and classing the payments, and the copy of the statement a worker sends back
// to the page. It then reads the statement on the page's own thread a slice at a time, as browsers
// without workers do, and reports the longest stretch the thread was busy: the page cannot answer
// the admin during it. Exits 1 when a budget is missed. Usage: npm run bench:statement [-- <rows> <payments>]
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadBenchmark, longestSlice } from './bench/spreadsheetBench.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [rows = 10_000, payments = 5_000] = process.argv.slice(2).map(Number);
/** Reading and classing, once the file is dropped. */
const TOTAL_BUDGET_MS = 1000;
/** A task longer than this makes the page feel stuck. */
const SLICE_BUDGET_MS = 200;
const RUNS = 5;

/** The median of `runs` timings of `work`, after one run to warm up, and the last result. */
async function timed(work) {
  let result = await work();
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    result = await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], result };
}

const { bench, close } = await loadBenchmark(root, 'src/features/purchases/statements/fixtures/benchmark.ts');
const owed = bench.benchmarkPayments(payments, rows);
const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
const failures = [];

console.log(
  `Statement of ${rows.toLocaleString('en-IN')} rows, ${payments.toLocaleString('en-IN')} payments`,
);
for (const [kind, file] of [
  ['CSV', bench.benchmarkCsv(rows)],
  ['.xlsx', bench.benchmarkWorkbook(rows)],
]) {
  const read = await timed(() => bench.readStatementBlob(file, file.name));
  const credits = await timed(() => bench.readCredits(read.result));
  const check = await timed(() => bench.classifyPayments(owed, credits.result));
  const copy = await timed(() => structuredClone(credits.result));
  const total = read.ms + credits.ms + check.ms;
  const slice = await longestSlice(() => bench.readStatementInSlices(file, file.name));
  const { counts } = check.result;
  console.log(`\n${kind} (${(file.size / 1024).toFixed(0)} KB), median of ${RUNS} runs:`);
  console.log(`  read the file            ${ms(read.ms)}`);
  console.log(`  find the credits         ${ms(credits.ms)}  (${credits.result.credits.length} credits)`);
  console.log(`  class the payments       ${ms(check.ms)}  ${JSON.stringify(counts)}`);
  console.log(`  total                    ${ms(total)}  (budget ${TOTAL_BUDGET_MS} ms)`);
  console.log(`  worker's reply copied    ${ms(copy.ms)}`);
  console.log(`  longest slice on page    ${ms(slice)}  (budget ${SLICE_BUDGET_MS} ms)`);
  if (total > TOTAL_BUDGET_MS) failures.push(`${kind}: reading and classing took ${total.toFixed(0)} ms`);
  // The .xlsx is parsed in one task by read-excel-file; only workers keep that off the page.
  if (kind === 'CSV' && slice > SLICE_BUDGET_MS)
    failures.push(`${kind}: a slice took ${slice.toFixed(0)} ms`);
}

// What the check reads from the database, counted on a backend that serves the same payments the
// way both backends do: the pending ones of the statement's days a page at a time, and the
// confirmed ones decided since.
const reads = { queries: 0, documents: 0 };
const sentAt = (payment) => payment.createdAt.getTime();
const served = (items) => {
  reads.queries += 1;
  // Firestore bills a query that finds nothing as one read.
  reads.documents += Math.max(1, items.length);
  return items;
};
const countingBackend = {
  payments: {
    async listPendingBetween(start, end, { size, after }) {
      const inWindow = owed
        .filter((p) => p.status === 'pending' && sentAt(p) >= start.getTime() && sentAt(p) < end.getTime())
        .sort((a, b) => sentAt(b) - sentAt(a));
      const from = after ? Number(after) : 0;
      const items = served(inWindow.slice(from, from + size));
      return { items, next: from + size < inWindow.length ? String(from + size) : null };
    },
    async listConfirmedBetween(start, end) {
      return served(
        owed.filter((p) => p.status === 'confirmed' && p.decidedAt >= start && p.decidedAt < end),
      );
    },
  },
};
const statement = bench.readCredits(await bench.readStatementBlob(bench.benchmarkCsv(rows), 'statement.csv'));
const toCheck = await bench.readPaymentsToCheck(countingBackend, statement);
console.log(
  `\nDocuments read: ${reads.documents.toLocaleString('en-IN')} in ${reads.queries} queries ` +
    `(${toCheck.pending.toLocaleString('en-IN')} pending payments of the statement's days, 100 a page, ` +
    `and the confirmed ones decided since; never the whole collection)`,
);

await close();
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
