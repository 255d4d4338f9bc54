import { format, subDays } from 'date-fns';
import type { Page } from '@playwright/test';
import { loadSeed } from '../scripts/emulator-seed.mjs';
import { logIn, logOut } from './accounts';
import { dropStatement, pay, statement } from './bankStatement';
import { backend, expect, test } from './fixtures';
import { cutWritesAfter, readDocument, setFlag, workerDays } from './firestoreEmulator';

/**
 * A long action whose connection drops midway (the first write through, the next one's answer
 * lost, the rest never sent), then run again once the connection is back: it finishes what is
 * left, doubles nothing, and the page says which rows were done. Each journey reads the
 * emulator afterwards, past the rules.
 */
test.skip(backend !== 'firebase', 'a connection cut midway needs the network between the page and Firestore');

const { demoAccounts } = await loadSeed();
const priya = demoAccounts.approved.uid;
const rahul = demoAccounts.learner.uid;

/** The console lines of the writes the journey cut on purpose; any other stays a page error. */
function forgiveCutWrites(pageErrors: string[]) {
  const expected = (error: string) =>
    /Failed to load resource|RPC_ERROR HTTP error has no status|Could not (approve|save)/.test(error);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !expected(error)));
}

test('a bulk approval cut off midway and run again approves every matching payment once, each with one book', async ({
  page,
  pageErrors,
}) => {
  // Two payments filed, the check, and the approval twice: room for a busy machine.
  test.slow();
  const matches = ['512345678902', '533400000001', '533400000003'];
  await logIn(page, 'learner');
  await pay(page, '1', '533400000001');
  await logOut(page);
  await logIn(page, 'approved');
  await pay(page, '2', '533400000003');
  await logOut(page);
  const filings = {
    [priya]: (await readDocument(`filings/${priya}`))!.pendingPayments,
    [rahul]: (await readDocument(`filings/${rahul}`))!.pendingPayments,
  };
  expect(filings).toEqual({ [priya]: 2, [rahul]: 2 });

  await logIn(page, 'admin');
  await page.goto('/confirm-payment');
  const check = await dropStatement(page, 'Acct_Statement_XX0001.csv', statement());
  const section = (name: RegExp) => check.getByRole('region', { name });
  await expect(section(/^Matches \(3\)$/)).toBeVisible();

  const cut = await cutWritesAfter(page, 1);
  await check.getByRole('button', { name: 'Approve 3 matching payments' }).click();

  // One approval heard back; the page names the two it did not hear back from.
  await expect(check.getByText('1 payment approved: the buyers can download their books.')).toBeVisible();
  const failures = check
    .getByRole('alert')
    .filter({ hasText: 'These were not approved, or no answer came back' });
  await expect(failures.getByRole('listitem')).toHaveCount(2);
  await expect(section(/^Matches \(2\)$/)).toBeVisible();
  const decided = section(/^Already decided \(1\)$/);
  await expect(decided.getByRole('row').filter({ hasText: 'Approved' })).toHaveCount(1);
  expect(cut.sent()).toBe(3);
  // The database: the first approval, and the one whose answer was lost; the third never left.
  const afterCut = Object.fromEntries(
    await Promise.all(matches.map(async (id) => [id, await readDocument(`payments/${id}`)] as const)),
  );
  expect(matches.filter((id) => afterCut[id]!.status === 'confirmed')).toHaveLength(2);
  // The row the page shows done is approved in the database; each row it names is still to do there or here.
  for (const id of matches) {
    if ((await decided.getByRole('row').filter({ hasText: id }).count()) > 0)
      expect(afterCut[id]!.status).toBe('confirmed');
    else await expect(failures).toContainText(id);
  }

  await cut.restore();
  await check.getByRole('button', { name: 'Approve 2 matching payments' }).click();
  await expect(check.getByText('2 payments approved: the buyers can download their books.')).toBeVisible();
  await expect(
    check.getByRole('alert').filter({ hasText: 'These were not approved, or no answer came back' }),
  ).toHaveCount(0);
  await expect(section(/^Matches \(0\)$/)).toBeVisible();
  await expect(
    section(/^Already decided \(3\)$/)
      .getByRole('row')
      .filter({ hasText: 'Approved' }),
  ).toHaveCount(3);

  for (const id of matches) {
    const payment = (await readDocument(`payments/${id}`))!;
    expect(payment.status).toBe('confirmed');
    // A decision made before the cut is kept as it was, never made again.
    if (afterCut[id]!.status === 'confirmed') expect(payment.decidedAt).toBe(afterCut[id]!.decidedAt);
    expect(await readDocument(`entitlements/${String(payment.uid)}_${String(payment.bookId)}`)).toMatchObject(
      {
        bookId: payment.bookId,
      },
    );
  }
  // Each approval released its buyer's place once: Priya's two, Rahul's one (his seeded payment waits).
  expect((await readDocument(`filings/${priya}`))!.pendingPayments).toBe(0);
  expect((await readDocument(`filings/${rahul}`))!.pendingPayments).toBe(1);
  forgiveCutWrites(pageErrors);
});

/** 'yyyy-MM-dd HH:mm:ss' early in the day in India time (e2e/responses.spec.ts says why). */
const indiaTime = (day: string, minute: number) => `${day} 00:${String(minute).padStart(2, '0')}:00`;

/** A Google Forms download: `count` responses from `email` on each of `days`. */
function responses(days: { email: string; day: string; count: number }[]): string {
  const rows = ['Timestamp,Email address,Customer name,Mobile number'];
  for (const { email, day, count } of days)
    for (let n = 1; n <= count; n += 1)
      rows.push(`${indiaTime(day, n)},${email},Customer ${n},98765${String(n).padStart(5, '0')}`);
  return rows.join('\n');
}

async function importFile(page: Page, file: string) {
  const panel = page.getByRole('region', { name: 'Import the form’s responses' });
  if ((await panel.count()) === 0)
    await page.getByRole('button', { name: 'Import the form’s responses' }).click();
  await panel.getByLabel('Choose a responses file').setInputFiles({
    name: 'Data entry form (Responses).csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  const earlier = panel.getByLabel('Change counts of earlier months');
  await expect(panel.getByRole('table', { name: 'Counts to save, by day and worker' })).toBeVisible();
  if (await earlier.isVisible()) await earlier.check();
  return panel;
}

test('the responses import cut off midway and run again saves each day once, every worker’s totals the sum of their days', async ({
  page,
  pageErrors,
}) => {
  // Transactions retried by the SDK before they give up, then the import again.
  test.slow();
  await setFlag(`users/${rahul}`, 'approved', true);
  await logIn(page, 'admin');
  await page.goto('/all-approved-user-list');
  const table = page.getByRole('region', { name: 'User earnings table' });
  await expect(
    table.getByRole('row').filter({ hasText: 'learner@demo.test' }).getByRole('spinbutton'),
  ).not.toHaveAttribute('readonly', { timeout: 20_000 });
  const today = await page.getByLabel('Day', { exact: true }).inputValue();
  const day = (ago: number) => format(subDays(new Date(`${today}T12:00:00`), ago), 'yyyy-MM-dd');
  // Counts unlike any the seed saved, on three days of each worker.
  const wanted = [
    ...[0, 1, 2].map((ago) => ({ email: 'approved@demo.test', uid: priya, day: day(ago), count: 51 + ago })),
    ...[0, 1, 2].map((ago) => ({ email: 'learner@demo.test', uid: rahul, day: day(ago), count: 21 + ago })),
  ];
  const file = responses(wanted);
  const before = { [priya]: await workerDays(priya), [rahul]: await workerDays(rahul) };
  expect(before[priya]!.allTime).toBe(before[priya]!.sum);

  let panel = await importFile(page, file);
  await expect(panel.getByRole('button', { name: 'Save 6 counts' })).toBeVisible();
  const cut = await cutWritesAfter(page, 1);
  await panel.getByRole('button', { name: 'Save 6 counts' }).click();

  const failures = panel
    .getByRole('alert')
    .filter({ hasText: 'These were not saved, or no answer came back' });
  await expect(failures).toBeVisible({ timeout: 40_000 });
  // What the database holds after the cut: the first write, and the one whose answer was lost.
  const savedByCut = async () => {
    let saved = 0;
    for (const row of wanted) if ((await workerDays(row.uid)).counts[row.day] === row.count) saved += 1;
    return saved;
  };
  const savedAfterCut = await savedByCut();
  expect(savedAfterCut).toBeGreaterThan(0);
  expect(savedAfterCut).toBeLessThan(wanted.length);
  for (const uid of [priya, rahul]) {
    const { allTime, sum } = await workerDays(uid);
    expect(allTime).toBe(sum);
  }
  // The page names each day it did not hear back from, by worker and day, and says how many it saved.
  const failed = await failures.getByRole('listitem').count();
  expect(failed).toBeGreaterThan(0);
  const heard = wanted.length - failed;
  if (heard > 0)
    await expect(
      panel.getByText(`${heard} count${heard === 1 ? '' : 's'} saved, each with the worker’s totals.`),
    ).toBeVisible();
  await expect(failures.getByRole('listitem').first()).toHaveText(/^(Priya Verma|Rahul Kumar), .+: /);

  await cut.restore();
  panel = await importFile(page, file);
  // Run again, the file's preview holds only the days the database does not hold yet.
  const left = wanted.length - savedAfterCut;
  const save = panel.getByRole('button', { name: `Save ${left} count${left === 1 ? '' : 's'}` });
  await save.click();
  await expect(
    panel.getByText(`${left} count${left === 1 ? '' : 's'} saved, each with the worker’s totals.`),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    panel.getByRole('alert').filter({ hasText: 'These were not saved, or no answer came back' }),
  ).toHaveCount(0);

  for (const uid of [priya, rahul]) {
    const { counts, allTime, sum } = await workerDays(uid);
    for (const row of wanted.filter((one) => one.uid === uid)) expect(counts[row.day]).toBe(row.count);
    // No day counted twice: the totals are the sum of the days, and moved by the days' changes only.
    expect(allTime).toBe(sum);
    const changes = wanted
      .filter((one) => one.uid === uid)
      .reduce((moved, row) => moved + row.count - (before[uid]!.counts[row.day] ?? 0), 0);
    expect(allTime).toBe(before[uid]!.sum + changes);
  }
  forgiveCutWrites(pageErrors);
});
