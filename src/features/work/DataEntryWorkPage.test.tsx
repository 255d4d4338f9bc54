import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/errors';
import { MAX_ENTRIES_PER_DAY } from '../../config/constants';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { createTestBackend } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { DataEntryWorkPage } from './DataEntryWorkPage';
import { texts } from './texts.en';

const { statement, work: text } = texts;

describe('DataEntryWorkPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 2, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('explains the work, the daily limit and the pay, and links to the form', async () => {
    const { user } = await renderPage(<DataEntryWorkPage />, {
      as: 'approved',
      route: paths.dataEntryWork.href(),
      path: paths.dataEntryWork.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${text.title} | ${site.name}`);
    expect(screen.getByText(text.limitText)).toHaveTextContent(`Up to ${MAX_ENTRIES_PER_DAY} entries a day.`);
    expect(screen.getByText(text.payText)).toHaveTextContent('₹4 for every entry, so up to ₹400 a day.');

    await user.click(screen.getByRole('link', { name: text.openForm }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.dataEntryForm.href());
  });

  it('shows the worker their own figures and month, and links to the printable statement', async () => {
    const { user } = await renderPage(<DataEntryWorkPage />, {
      as: 'approved',
      route: paths.dataEntryWork.href(),
      path: paths.dataEntryWork.path,
    });

    // The seed: 32 today; 85, -, 100, 64, 47, - before; then 90, 73, 58.
    expect((await screen.findByText(statement.today)).parentElement).toHaveTextContent('₹12832 entries');
    expect(screen.getByText(statement.thisMonth).parentElement).toHaveTextContent('₹468117 entries');
    expect(screen.getByText(statement.allTime).parentElement).toHaveTextContent('₹2,196549 entries');
    expect(screen.getByText(statement.paySentence('₹0', '₹2,196'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'January 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: text.toStatement }));
    expect(screen.getByTestId('landed')).toHaveTextContent(paths.myEarnings.href());
  });

  it('shows a failed load with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'approved' });
    vi.spyOn(backend.entries, 'totals').mockRejectedValueOnce(new BackendError('network'));
    const { user } = await renderPage(<DataEntryWorkPage />, { backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(statement.failed('You seem to be offline.'));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('table')).toHaveLength(1);
  });

  it('sends the admin to the dashboard instead', async () => {
    await renderPage(<DataEntryWorkPage />, { as: 'admin' });

    expect(await screen.findByText(text.adminNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.toDashboard })).toHaveAttribute(
      'href',
      paths.earningsDashboard.href(),
    );
  });
});
