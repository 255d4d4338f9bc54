import { useCallback } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import type { Page, UserProfile } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { toDayId } from '../../lib/days';
import { rupeesFor } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { usePages } from '../../session/usePages';
import { useBackend } from '../../session/session';
import { balanceFigure } from '../../catalogue/workWords';
import { earningsDashboardMessages as text } from './messages';
import { WorkerName } from './EarningsFigures';
import { PayActions } from './PayActions';

/**
 * Revoked workers a page; each costs their two totals documents, so ten keep the dashboard with
 * its 25 workers inside its 500 reads.
 */
const REVOKED_PER_PAGE = 10;

interface OwedRow {
  user: UserProfile;
  /** Whole rupees. */
  earned: number;
  paid: number;
}

/**
 * Those whose approval was taken away and who are still owed money, so the admin can pay them
 * off. It reads the revoked only (a flag the revocation sets), never the whole list of accounts;
 * one already paid in full is read but not shown, and a page of such alone is read past.
 */
export function RevokedWorkers({ today, onPaid }: { today: Date; onPaid: (amount: number) => void }) {
  const backend = useBackend();
  const readPage = useCallback(
    async (after: string | null): Promise<Page<OwedRow>> => {
      const owedOf = async (user: UserProfile): Promise<OwedRow> => {
        const [totals, payouts] = await Promise.all([
          backend.entries.totals(user.id).then((found) => found ?? backend.entries.recountTotals(user.id)),
          backend.payouts.totals(user.id),
        ]);
        return { user, earned: rupeesFor(totals.allTime), paid: payouts.paid };
      };
      // Those paid in full are passed over; a page of them alone would read as "no one is owed",
      // so the next page is read until someone owed is found or the list ends.
      let cursor = after;
      for (;;) {
        const users = await backend.users.listRevokedPage({ size: REVOKED_PER_PAGE, after: cursor });
        const owed = (await Promise.all(users.items.map(owedOf))).filter((row) => row.earned > row.paid);
        if (owed.length > 0 || users.next === null) return { items: owed, next: users.next };
        cursor = users.next;
      }
    },
    [backend],
  );
  const pages = usePages(readPage, 'the workers no longer approved');

  const paid = (uid: string, amount: number) => {
    pages.update((page) => ({
      ...page,
      items: page.items.map((row) => (row.user.id === uid ? { ...row, paid: row.paid + amount } : row)),
    }));
    onPaid(amount);
  };

  return (
    <section className="section" aria-labelledby="revoked-title">
      <h2 id="revoked-title">{text.revokedTitle}</h2>
      <p className="muted">{text.revokedLead}</p>
      {pages.failed ? (
        <LoadFailed
          message={text.failedToLoadUsers(englishErrorMessage(pages.error))}
          onRetry={pages.reload}
        />
      ) : (
        <>
          {!pages.data ? (
            // The first page, or the next: the pager stays where the admin pressed it.
            <Spinner label={text.loading} />
          ) : (
            <DataTable
              caption={text.revokedCaption}
              captionHidden
              label={text.revokedLabel}
              className="revoked-table"
              columns={[
                {
                  header: text.user,
                  rowHeader: true,
                  className: 'earnings-user',
                  cell: (row) => (
                    <WorkerName user={row.user}>
                      <span className="pill">{text.noLongerApproved}</span>
                    </WorkerName>
                  ),
                },
                { header: text.earned, numeric: true, cell: (row) => formatRupees(row.earned) },
                { header: text.paid, numeric: true, cell: (row) => formatRupees(row.paid) },
                {
                  header: text.balanceDue,
                  numeric: true,
                  cell: (row) => (
                    <span className="earnings-amount">{balanceFigure(row.earned - row.paid)}</span>
                  ),
                },
                {
                  header: text.pay,
                  cell: (row) => (
                    <PayActions
                      user={row.user}
                      earned={row.earned}
                      paid={row.paid}
                      today={toDayId(today)}
                      onPaid={(amount) => paid(row.user.id, amount)}
                    />
                  ),
                },
              ]}
              rows={pages.data.items}
              rowKey={(row) => row.user.id}
              empty={
                <EmptyState>
                  <p>{text.noneRevoked}</p>
                </EmptyState>
              }
            />
          )}
          <Pager label={text.revokedPagesLabel} pages={pages} />
        </>
      )}
    </section>
  );
}
