import { useState, type FormEvent, type ReactNode } from 'react';
import { isDayId } from '../../backend/policies/policy';
import type { DayId } from '../../backend/types';
import { Field } from '../../components/Field';
import { toDayId } from '../../lib/days';
import { exportMessages as text } from './messages';
import { useExport, type ExportOutcome } from './useExport';

interface RangeExportProps {
  id: string;
  words: { heading: string; body: string; download: string };
  today: Date;
  /** Makes and downloads the file of `from`..`to`, both included. */
  prepare: (from: DayId, to: DayId) => Promise<ExportOutcome>;
}

/** An export of the records between two days, from the first of this month to today unless changed. */
export function RangeExport({ id, words, today, prepare }: RangeExportProps) {
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
export function ExportForm({
  id,
  heading,
  body,
  action,
  busy,
  outcome,
  onSubmit,
  children,
}: ExportFormProps) {
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
