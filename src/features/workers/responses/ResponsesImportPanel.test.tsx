import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend, demoAccounts } from '../../../test/backend';
import { pickedCsv } from '../../../lib/spreadsheet/fixtures/droppedFile';
import { UnloadedWorker } from '../../../lib/spreadsheet/fixtures/unloadedWorker';
import { renderPage } from '../../../test/renderPage';
import { EarningsDashboardPage } from '../EarningsDashboardPage';

/** 'yyyy-MM-dd HH:mm:ss' in India time, `minutesAgo` before now. */
const indiaTime = (minutesAgo: number) =>
  new Date(Date.now() + (330 - minutesAgo) * 60_000).toISOString().slice(0, 19).replace('T', ' ');

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The earnings dashboard with the import open. */
async function openImport() {
  const backend = await createTestBackend({ as: 'admin' });
  const rendered = await renderPage(<EarningsDashboardPage />, { backend });
  await rendered.user.click(await screen.findByRole('button', { name: 'Import the form’s responses' }));
  const panel = await screen.findByRole('region', { name: 'Import the form’s responses' });
  return { ...rendered, backend, panel };
}

describe("importing the form's responses", () => {
  it('previews the day against the count saved now, writes nothing until saved, then saves it with the totals', async () => {
    const { user, backend, panel } = await openImport();

    const rows = ['Timestamp,Email address,Customer name'];
    for (let n = 1; n <= 7; n += 1) rows.push(`${indiaTime(n)},Approved@Demo.test ,Customer ${n}`);
    rows.push(`${indiaTime(1)},nobody@example.com,Someone`);
    rows.push(`${indiaTime(2)},${demoAccounts.learner.email},Customer 8`);
    await user.upload(
      within(panel).getByLabelText('Choose a responses file'),
      pickedCsv(rows.join('\n'), 'responses.csv'),
    );

    const table = await within(panel).findByRole('table', { name: 'Counts to save, by day and worker' });
    const day = within(table).getByRole('row', { name: /Priya Verma/ });
    expect(day).toHaveTextContent('7');
    const uid = demoAccounts.approved.uid;
    const indiaToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const savedBefore = (await backend.entries.get(uid, indiaToday))?.count ?? 0;
    const totalsBefore = (await backend.entries.totals(uid))!.allTime;
    expect(within(panel).getAllByText('nobody@example.com').length).toBeGreaterThan(0);
    // A sign-up still waiting for approval is named apart, not taken for an unknown address.
    const notApproved = within(panel).getByRole('table', {
      name: 'Workers not approved now: their responses and days',
    });
    const learner = `${demoAccounts.learner.firstName} ${demoAccounts.learner.lastName}`;
    expect(within(notApproved).getByRole('row', { name: new RegExp(learner) })).toHaveTextContent(
      'Waiting for approval',
    );

    await user.click(within(panel).getByRole('button', { name: 'Save 1 count' }));
    expect(await within(panel).findByText('1 count saved, each with the worker’s totals.')).toBeVisible();
    expect(
      await within(panel).findByText('Every count in this file is already saved: nothing to change.'),
    ).toBeVisible();
    expect((await backend.entries.get(uid, indiaToday))?.count).toBe(7);
    expect((await backend.entries.totals(uid))!.allTime - totalsBefore).toBe(7 - savedBefore);
  });

  it('says so when the browser cannot read the file in the background, and reads nothing on the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('Worker', UnloadedWorker);
    const { user, panel } = await openImport();
    await user.upload(
      within(panel).getByLabelText('Choose a responses file'),
      pickedCsv(`Timestamp,Email address\n${indiaTime(1)},approved@demo.test\n`, 'responses.csv'),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The responses could not be read: this browser did not start, or stopped, the reader that works in the background. Reload the page and drop the file again; if it happens again, use an up-to-date Chrome, Edge, Firefox or Safari.',
    );
    expect(
      within(panel).queryByRole('table', { name: 'Counts to save, by day and worker' }),
    ).not.toBeInTheDocument();
  });
});
