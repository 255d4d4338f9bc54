import { addDays } from 'date-fns';
import type { DayId } from '../../backend/types';
import { formatDate } from '../../lib/dates';
import { fromDayId } from '../../lib/days';
import { downloadText } from '../../lib/download';
import { useBackend } from '../../session/session';
import { RangeExport } from './ExportForm';
import { exportMessages as text } from './messages';
import { paymentsCsv, paymentsFileName } from './paymentsCsv';
import type { ExportOutcome } from './useExport';

/** The eBook payments confirmed between two days. */
export function PaymentsExport({ today }: { today: Date }) {
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
