import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useBackend, useSession, useSignedInUser } from '../../session/session';
import { errorMessage } from '../../backend/errors';
import type { DailyEntry } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { countOn, formatEarnings, summariseEarnings, weekDays, type Tally } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useToday } from '../../lib/useToday';
import { dataEntryMessages as m } from './messages';
import './data-entry.css';

const w = m.work;

/**
 * /userwoDataEntryworksforms: what the work is and pays, the way to the form, and the worker's own
 * counts and earnings, the same numbers the admin sees on the dashboard.
 */
export function DataEntryWorkPage() {
  const { isAdmin } = useSession();

  return (
    <div className="container page data-entry">
      <PageMeta title={w.title} description={w.metaDescription} />
      <h1>{w.title}</h1>
      <p className="lead">{w.lead}</p>

      <div className="work-facts">
        <section className="card" aria-labelledby="work-how">
          <h2 id="work-how">{w.howTitle}</h2>
          <ol>
            {w.howSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="work-limit">
          <h2 id="work-limit">{w.limitTitle}</h2>
          <p>{w.limitText}</p>
          <h2>{w.payTitle}</h2>
          <p>{w.payText}</p>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.dataEntryForm.href()}>
              {w.openForm}
            </Link>
          </div>
        </section>
      </div>

      <section className="section" aria-labelledby="work-earnings">
        <h2 id="work-earnings">{w.yourEarningsTitle}</h2>
        {isAdmin ? <AdminNote /> : <MyEarnings />}
      </section>
    </div>
  );
}

function AdminNote() {
  return (
    <EmptyState>
      <p>{w.adminNote}</p>
      <Link className="btn btn-secondary" to={paths.earningsDashboard.href()}>
        {w.toDashboard}
      </Link>
    </EmptyState>
  );
}

function MyEarnings() {
  const backend = useBackend();
  const { uid } = useSignedInUser();
  const today = useToday();
  const load = useCallback(() => backend.entries.listAll(uid), [backend, uid]);
  const { data: entries, error, failed, reload } = useLoad<DailyEntry[]>(load, 'your entries');

  if (failed) return <LoadFailed message={w.failed(errorMessage(error))} onRetry={reload} />;
  if (!entries) return <Spinner label={w.loading} />;
  if (entries.length === 0)
    return (
      <EmptyState>
        <p>{w.empty}</p>
      </EmptyState>
    );

  const summary = summariseEarnings(entries, today);
  return (
    <>
      <dl className="earnings-cards">
        <EarningsCard label={m.today} tally={summary.today} />
        <EarningsCard label={m.lastSevenDays} tally={summary.lastSevenDays} />
        <EarningsCard label={m.allTime} tally={summary.allTime} />
      </dl>

      <h3>{w.recentTitle}</h3>
      <DataTable
        caption={w.recentCaption}
        captionHidden
        label={w.recentTitle}
        columns={[
          { header: w.date, rowHeader: true, cell: (day) => formatDate(day) },
          {
            header: w.count,
            numeric: true,
            cell: (day) => countOn(entries, day) ?? w.notRecorded,
          },
          {
            header: w.earned,
            numeric: true,
            cell: (day) => formatEarnings(countOn(entries, day) ?? 0),
          },
        ]}
        rows={weekDays(today)}
        rowKey={(day) => day}
      />
    </>
  );
}

function EarningsCard({ label, tally }: { label: string; tally: Tally }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="earnings-amount">{formatRupees(tally.rupees)}</dd>
      <dd className="muted">{m.entries(tally.entries)}</dd>
    </div>
  );
}
