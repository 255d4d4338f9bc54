import { addDays, endOfMonth, format } from 'date-fns';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isDayId } from '../../backend/policies/policy';
import type { Backend, DayId } from '../../backend/types';
import { Field } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { formatDate } from '../../lib/dates';
import { fromDayId, toDayId } from '../../lib/days';
import { downloadText } from '../../lib/download';
import { useToday } from '../../lib/useToday';
import { useBackend } from '../../session/session';
import { earningsCsv, earningsFileName, type EarningsRow } from './earningsCsv';
import { csvWords, exportMessages as text } from './messages';
import { paymentsCsv, paymentsFileName } from './paymentsCsv';
import { payoutsCsv, payoutsFileName, type PayoutRow } from './payoutsCsv';
import { useExport, type ExportOutcome } from './useExport';
import './exports.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The admin downloads CSV files of earnings and eBook payments for the accounts. */
export function ExportsPage() {
  // Renewed at midnight, so a page left open moves its defaults and limits to the new day.
  const today = useToday();
  return (
    <div className="container page">
      <PageMeta title={text.title} description={text.lead} />
      <h1>{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <div className="grid exports">
        <EarningsExport today={today} />
        <PaymentsExport today={today} />
        <PayoutsExport today={today} />
      </div>
    </div>
  );
}

function EarningsExport({ today }: { today: Date }) {
  const backend = useBackend();
  const thisMonth = toDayId(today).slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [error, setError] = useState<string | undefined>();
  const { busy, outcome, run } = useExport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !MONTH.test(month)
      ? text.earnings.invalidMonth
      : month > thisMonth
        ? text.earnings.futureMonth
        : undefined;
    setError(problem);
    if (problem) return;
    void run(async (): Promise<ExportOutcome> => {
      const first = fromDayId(`${month}-01`)!;
      // One collection-group query for the month's days of everyone, then each worker's name.
      const days = await backend.entries.listDaysOfEveryone(toDayId(first), toDayId(endOfMonth(first)));
      if (days.length === 0)
        return { tone: 'empty', message: text.earnings.empty(format(first, 'MMMM yyyy')) };
      const uids = [...new Set(days.map((day) => day.uid))];
      const workers = await workersById(backend, uids);
      const rows: EarningsRow[] = days.map((day) => ({ ...day, ...workers.get(day.uid)! }));
      const file = earningsFileName(month);
      downloadText(file, await earningsCsv(rows));
      return { tone: 'done', message: text.earnings.done(file, uids.length, days.length) };
    });
  };

  return (
    <ExportForm
      id="export-earnings"
      heading={text.earnings.heading}
      body={text.earnings.body}
      action={text.earnings.download}
      busy={busy}
      outcome={outcome}
      onSubmit={submit}
    >
      <Field id="export-month" label={text.earnings.monthLabel} error={error}>
        {(control) => (
          <input
            {...control}
            type="month"
            max={thisMonth}
            placeholder={text.earnings.monthHint}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        )}
      </Field>
    </ExportForm>
  );
}

function PaymentsExport({ today }: { today: Date }) {
  const backend = useBackend();
  const prepare = async (from: DayId, to: DayId): Promise<ExportOutcome> => {
    // From the first moment of `from` to the first of the day after `to`, in the admin's time.
    const payments = await backend.payments.listConfirmedBetween(
      fromDayId(from)!,
      addDays(fromDayId(to)!, 1),
    );
    if (payments.length === 0) {
      return { tone: 'empty', message: text.payments.empty(formatDate(from), formatDate(to)) };
    }
    const file = paymentsFileName(from, to);
    downloadText(file, await paymentsCsv(payments));
    return { tone: 'done', message: text.payments.done(file, payments.length) };
  };
  return <RangeExport id="export-payments" words={text.payments} today={today} prepare={prepare} />;
}

function PayoutsExport({ today }: { today: Date }) {
  const backend = useBackend();
  const prepare = async (from: DayId, to: DayId): Promise<ExportOutcome> => {
    const payouts = await backend.payouts.listRange(from, to);
    if (payouts.length === 0) {
      return { tone: 'empty', message: text.payouts.empty(formatDate(from), formatDate(to)) };
    }
    // Each worker's name once, by id; a reversal names the reference of the payout it takes back.
    const workers = await workersById(backend, [...new Set(payouts.map((payout) => payout.uid))]);
    const references = new Map(payouts.map((payout) => [payout.id, payout.reference]));
    const rows: PayoutRow[] = payouts.map((payout) => {
      const { name, email } = workers.get(payout.uid)!;
      return {
        workerName: name,
        email,
        paidOn: payout.paidOn,
        amount: payout.amount,
        reference: payout.reference,
        note: payout.note,
        // A reversal carries its original's reference too, for when the original is out of range.
        reverses: payout.reverses && (references.get(payout.reverses) ?? payout.reference),
      };
    });
    const file = payoutsFileName(from, to);
    downloadText(file, await payoutsCsv(rows));
    return { tone: 'done', message: text.payouts.done(file, payouts.length) };
  };
  return <RangeExport id="export-payouts" words={text.payouts} today={today} prepare={prepare} />;
}

/** Each worker's name and e-mail as the files print them, read once per worker by id. */
async function workersById(backend: Backend, uids: readonly string[]) {
  const profiles = await Promise.all(uids.map((uid) => backend.users.get(uid)));
  return new Map(
    uids.map((uid, at) => {
      const profile = profiles[at];
      const name = profile ? csvWords.earnings.fullName(profile) : csvWords.earnings.unknownWorker(uid);
      return [uid, { name, email: profile?.email ?? '' }] as const;
    }),
  );
}

interface RangeExportProps {
  id: string;
  words: { heading: string; body: string; download: string };
  today: Date;
  /** Makes and downloads the file of `from`..`to`, both included. */
  prepare: (from: DayId, to: DayId) => Promise<ExportOutcome>;
}

/** An export of the records between two days, from the first of this month to today unless changed. */
function RangeExport({ id, words, today, prepare }: RangeExportProps) {
  const todayId = toDayId(today);
  const [from, setFrom] = useState(`${todayId.slice(0, 7)}-01`);
  const [to, setTo] = useState(todayId);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const { busy, outcome, run } = useExport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      from: !isDayId(from)
        ? text.range.invalidDate
        : from > to && isDayId(to)
          ? text.range.fromAfterTo
          : undefined,
      to: !isDayId(to) ? text.range.invalidDate : undefined,
    };
    setErrors(problems);
    if (problems.from || problems.to) return;
    void run(() => prepare(from, to));
  };

  return (
    <ExportForm
      id={id}
      heading={words.heading}
      body={words.body}
      action={words.download}
      busy={busy}
      outcome={outcome}
      onSubmit={submit}
    >
      <div className="export-range">
        <Field id={`${id}-from`} label={text.range.fromLabel} error={errors.from}>
          {(control) => (
            <input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          )}
        </Field>
        <Field id={`${id}-to`} label={text.range.toLabel} error={errors.to}>
          {(control) => (
            <input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </Field>
      </div>
    </ExportForm>
  );
}

interface ExportFormProps {
  id: string;
  heading: string;
  body: string;
  action: string;
  busy: boolean;
  outcome: ExportOutcome | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** One export: its fields, the download button, and how the last one went. */
function ExportForm({ id, heading, body, action, busy, outcome, onSubmit, children }: ExportFormProps) {
  return (
    <section className="card export" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="muted">{body}</p>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="stack">
        {children}
        {/* Left enabled while busy, so the focus stays on it; a second press is ignored. */}
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy ? text.preparing : action}
        </button>
      </form>
      <p role="status" className="export-outcome">
        {outcome && outcome.tone !== 'failed' ? outcome.message : ''}
      </p>
      {outcome?.tone === 'failed' && (
        <p role="alert" className="form-error">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
