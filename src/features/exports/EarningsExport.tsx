import { endOfMonth, format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/Field';
import { fromDayId, toDayId } from '../../lib/days';
import { downloadText } from '../../lib/download';
import { useBackend } from '../../session/session';
import { earningsCsv, earningsFileName, type EarningsRow } from './earningsCsv';
import { ExportForm } from './ExportForm';
import { exportMessages as text } from './messages';
import { useExport, type ExportOutcome } from './useExport';
import { workersById } from './workersById';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's earnings, one row per worker per day recorded. */
export function EarningsExport({ today }: { today: Date }) {
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
