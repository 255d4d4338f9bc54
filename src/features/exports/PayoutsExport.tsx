import type { DayId } from '../../backend/types';
import { formatDate } from '../../lib/dates';
import { downloadText } from '../../lib/download';
import { useBackend } from '../../session/session';
import { RangeExport } from './ExportForm';
import { exportMessages as text } from './messages';
import { payoutsCsv, payoutsFileName, type PayoutRow } from './payoutsCsv';
import type { ExportOutcome } from './useExport';
import { workersById } from './workersById';

/** The payouts made between two days, reversals included. */
export function PayoutsExport({ today }: { today: Date }) {
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
