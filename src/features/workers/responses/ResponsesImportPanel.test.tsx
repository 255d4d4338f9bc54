import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBackend, demoAccounts } from '../../../test/backend';
import { pickedCsv } from '../../../lib/spreadsheet/fixtures/droppedFile';
import { renderPage } from '../../../test/renderPage';
import { EarningsDashboardPage } from '../EarningsDashboardPage';

/** 'yyyy-MM-dd HH:mm:ss' in India time, `minutesAgo` before now. */
const indiaTime = (minutesAgo: number) =>
  new Date(Date.now() + (330 - minutesAgo) * 60_000).toISOString().slice(0, 19).replace('T', ' ');

describe("importing the form's responses", () => {
  it('previews the day against the count saved now, writes nothing until saved, then saves it with the totals', async () => {
    const backend = await createTestBackend({ as: 'admin' });
    const { user } = await renderPage(<EarningsDashboardPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Import the form’s responses' }));
    const panel = await screen.findByRole('region', { name: 'Import the form’s responses' });

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
});
