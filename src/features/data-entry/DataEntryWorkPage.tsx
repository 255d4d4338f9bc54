import { useCallback } from 'react';
import { Link } from 'react-router-dom';
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
import { useBackend, useSession, useSignedInUser } from '../../session/session';
import { workMessages as text } from './messages';
import './data-entry.css';

/**
 * /userwoDataEntryworksforms: what the work is and pays, the way to the form, and the worker's own
 * counts and earnings, the same numbers the admin sees on the dashboard.
 */
export function DataEntryWorkPage() {
  const { isAdmin } = useSession();

  return (
    <div className="container page data-entry">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>

      <div className="work-facts">
        <section className="card" aria-labelledby="work-how">
          <h2 id="work-how">{text.howTitle}</h2>
          <ol>
            {text.howSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="work-limit">
          <h2 id="work-limit">{text.limitTitle}</h2>
          <p>{text.limitText}</p>
          <h2>{text.payTitle}</h2>
          <p>{text.payText}</p>
          <div className="card-actions">
            <Link className="btn btn-primary" to={paths.dataEntryForm.href()}>
              {text.openForm}
            </Link>
          </div>
        </section>
      </div>

      <section className="section" aria-labelledby="work-earnings">
        <h2 id="work-earnings">{text.yourEarningsTitle}</h2>
        {isAdmin ? <AdminNote /> : <MyEarnings />}
      </section>
    </div>
  );
}

function AdminNote() {
  return (
    <EmptyState>
      <p>{text.adminNote}</p>
      <Link className="btn btn-secondary" to={paths.earningsDashboard.href()}>
        {text.toDashboard}
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

  if (failed) return <LoadFailed message={text.failed(errorMessage(error))} onRetry={reload} />;
  if (!entries) return <Spinner label={text.loading} />;
  if (entries.length === 0)
    return (
      <EmptyState>
        <p>{text.empty}</p>
      </EmptyState>
    );

  const summary = summariseEarnings(entries, today);
  return (
    <>
      <dl className="earnings-cards">
        <EarningsCard label={text.today} tally={summary.today} />
        <EarningsCard label={text.lastSevenDays} tally={summary.lastSevenDays} />
        <EarningsCard label={text.allTime} tally={summary.allTime} />
      </dl>

      <h3>{text.recentTitle}</h3>
      <DataTable
        caption={text.recentCaption}
        captionHidden
        label={text.recentTitle}
        columns={[
          { header: text.date, rowHeader: true, cell: (day) => formatDate(day) },
          {
            header: text.count,
            numeric: true,
            cell: (day) => countOn(entries, day) ?? text.notRecorded,
          },
          {
            header: text.earned,
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
      <dd className="muted">{text.entries(tally.entries)}</dd>
    </div>
  );
}
