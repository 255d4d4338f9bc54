import { useCallback } from 'react';
import type { Payout, SentPayout } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { workTexts } from './texts';

interface SentPayoutsData {
  sent: SentPayout[];
  /** The payouts recorded as paid, by id: a payout sent for payment is recorded under its reference. */
  paid: Map<string, Payout>;
}

/**
 * The worker's payouts sent to the bank in a pay run, newest first: "sent for payment" until the
 * bank's statement confirms one, then the day it was paid and the bank's reference, or the day the
 * admin withdrew one the bank did not pay. Shows nothing
 * for a worker never paid by a run, or while it loads: the figures above already say what is due.
 */
export function SentPayouts({ uid, headingLevel }: { uid: string; headingLevel: 2 | 3 }) {
  const backend = useBackend();
  const text = useTexts(workTexts).statement;
  const load = useCallback(async (): Promise<SentPayoutsData> => {
    const sent = await backend.sentPayouts.listFor(uid);
    // Only a worker paid by a run has payouts to match against.
    const payouts = sent.length > 0 ? await backend.payouts.listFor(uid) : [];
    return { sent: [...sent].reverse(), paid: new Map(payouts.map((payout) => [payout.id, payout])) };
  }, [backend, uid]);
  const { data } = useLoad(load, 'your payouts sent for payment');
  if (!data || data.sent.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="statement-sent" aria-labelledby="statement-sent">
      <Heading id="statement-sent">{text.sentTitle}</Heading>
      <p className="muted">{text.sentLead}</p>
      <DataTable
        caption={text.sentCaption}
        captionHidden
        label={text.sentLabel}
        columns={[
          { header: text.sentFor, rowHeader: true, cell: (sent) => sent.period },
          { header: text.amount, numeric: true, cell: (sent) => formatRupees(sent.amount) },
          {
            header: text.sentStatus,
            cell: (sent) => {
              const paid = data.paid.get(sent.reference);
              if (paid) return text.paidOn(formatDate(paid.paidOn), paid.reference);
              if (sent.withdrawnAt) return text.withdrawnOn(formatDate(sent.withdrawnAt));
              return text.sentOn(formatDate(sent.sentOn));
            },
          },
        ]}
        rows={data.sent}
        rowKey={(sent) => sent.reference}
      />
    </section>
  );
}
