// The pay run of scripts/bench-data.mjs (scripts/bench-data/pay-run.ts) as it prints it.

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const traffic = (step) =>
  `${step.documentsRead} documents read, ${step.documentsWritten} written, ${step.requests} requests (` +
  Object.entries(step.byMethod)
    .map(([method, count]) => `${count} ${method}`)
    .join(', ') +
  ')';

/** Prints the pay run's steps against its budget; 1 when it missed it, else 0. */
export function printPayRun(run, budget) {
  const confirmationMs = run.statement.ms + run.record.ms;
  const misses = [];
  if (confirmationMs > budget.confirmationMs) misses.push(`confirmation > ${budget.confirmationMs / 1000} s`);
  if (run.failed > 0) misses.push(`${run.failed} payouts not recorded`);
  console.log(
    `\nEvery worker paid at ${run.size.workers} × ${run.size.days}: ${run.payouts} payouts, ` +
      `₹${run.total.toLocaleString('en-IN')} in all, plain CSV`,
  );
  console.log(`  check for an earlier run      ${seconds(run.check.ms)}, ${traffic(run.check)}`);
  console.log(
    `  keep and download             ${seconds(run.keep.ms)} to the file; with the list read again after it, ${traffic(run.keep)}`,
  );
  console.log(`  statement dropped to Record   ${seconds(run.statement.ms)}, ${traffic(run.statement)}`);
  console.log(
    `  record ${run.payouts} payouts            ${seconds(run.record.ms)}, ${traffic(run.record)}, ${run.failed} failed`,
  );
  console.log(
    `  confirmation (drop to all recorded)  ${seconds(confirmationMs)} (budget ${budget.confirmationMs / 1000} s)`,
  );
  console.log(`  ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}`);
  return misses.length > 0 ? 1 : 0;
}
