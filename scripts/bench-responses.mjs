// npm run bench:responses: how long counting the form's responses takes on this machine. Builds a
// month of responses (200 workers, 60 a day each, 30 days: 360,000 rows) as Google Forms' CSV and
// as the linked sheet's .xlsx, then times reading the file and counting each worker's days, as the
// worker does, and the preview against the counts saved. It then reads the CSV on the page's own
// thread a slice at a time, as browsers without workers do, and reports the longest stretch the
// thread was busy: the page cannot answer the admin during it. Exits 1 when a budget is missed.
// Usage: npm run bench:responses [-- <workers> <per day> <days> [csv|xlsx|both]]
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadBenchmark, longestSlice } from './bench/spreadsheetBench.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const [workers = 200, perDay = 60, days = 30] = args.slice(0, 3).map(Number);
const kinds = args[3] ?? 'both';
/** Reading and counting, once the file is dropped. */
const TOTAL_BUDGET_MS = 5000;
/** A task longer than this makes the page feel stuck. */
const SLICE_BUDGET_MS = 200;
const RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of `runs` timings of `work`, after one run to warm up, and the last result; with the
 * processor time it took, which a machine busy with other work leaves unchanged.
 */
async function timed(work) {
  let result = await work();
  const times = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const used = process.cpuUsage();
    result = await work();
    times.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return { ms: median(times), cpu: median(cpu), result };
}

const { bench, close } = await loadBenchmark(root, 'src/features/workers/responses/fixtures/benchmark.ts');
const rows = workers * perDay * days;
const ms = (value) => `${value.toFixed(1)} ms`.padStart(11);
const failures = [];
const people = bench.benchmarkPeople(workers);
const saved = bench.savedCounts([{ uid: 'uid0', date: '2026-11-01', count: perDay }]);

console.log(`${rows.toLocaleString('en-IN')} responses: ${workers} workers, ${perDay} a day, ${days} days`);
const files = [];
if (kinds !== 'xlsx') files.push(['CSV', () => bench.benchmarkCsv(workers, perDay, days)]);
if (kinds !== 'csv') files.push(['.xlsx', () => bench.benchmarkWorkbook(workers, perDay, days)]);
for (const [kind, build] of files) {
  const file = build();
  const refusal = await bench.readResponses(file, file.name).then(
    () => null,
    (error) => error.message,
  );
  if (refusal) {
    console.log(`\n${kind} (${(file.size / 1024 / 1024).toFixed(1)} MB) is refused: ${refusal}`);
    failures.push(`${kind}: refused`);
    continue;
  }
  const rowsRead = await timed(() => bench.readResponseRows(file, file.name));
  const count = await timed(() => bench.countResponses(rowsRead.result));
  const read = await timed(() => bench.readResponses(file, file.name));
  const preview = await timed(() => bench.previewCounts(read.result, people, saved));
  const copy = await timed(() => structuredClone(read.result));
  const slice = await longestSlice(() => bench.readResponsesInSlices(file, file.name));
  const { days: counted, duplicates, unreadable } = read.result;
  console.log(`\n${kind} (${(file.size / 1024 / 1024).toFixed(1)} MB), median of ${RUNS} runs:`);
  console.log(`  read the rows           ${ms(rowsRead.ms)}  (${ms(rowsRead.cpu)} of processor time)`);
  console.log(`  count them              ${ms(count.ms)}  (${ms(count.cpu)} of processor time)`);
  console.log(
    `  read and count          ${ms(read.ms)}  (${ms(read.cpu)} of processor time; budget ${TOTAL_BUDGET_MS} ms)`,
  );
  console.log(`    ${counted.length} worker-days, ${duplicates} duplicates, ${unreadable} unreadable`);
  console.log(`  preview                 ${ms(preview.ms)}  (${preview.result.rows.length} rows)`);
  console.log(`  worker's reply copied   ${ms(copy.ms)}`);
  console.log(`  longest slice on page   ${ms(slice)}  (budget ${SLICE_BUDGET_MS} ms)`);
  if (read.ms > TOTAL_BUDGET_MS) failures.push(`${kind}: reading and counting took ${read.ms.toFixed(0)} ms`);
  // The .xlsx is parsed in one task by read-excel-file; only workers keep that off the page.
  if (kind === 'CSV' && slice > SLICE_BUDGET_MS)
    failures.push(`${kind}: a slice took ${slice.toFixed(0)} ms`);
}

await close();
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
