import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/dates';
import type { PayoutToConfirm, UnpaidPayout } from './confirmation';
import { confirmMessages as text } from './messages';

/** The worker, and a flag when their approval was taken back since the run was prepared. */
export function WorkerCell({ payout }: { payout: PayoutToConfirm }) {
  return (
    <>
      {payout.workerName}
      {!payout.stillApproved && <span className="confirm-flag">{text.notApproved}</span>}
    </>
  );
}

export function Outcome({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <section className="confirm-outcome" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="muted">{help}</p>
      {children}
    </section>
  );
}

/** Why a payout is not paid, and a flag when it was recorded as paid before. */
export function UnpaidWhy({ unpaid: { reason, credit, recorded } }: { unpaid: UnpaidPayout }) {
  return (
    <>
      {reason === 'returned' ? text.returned(formatDate(credit!.date)) : text.unpaid[reason]}
      {recorded && <span className="confirm-flag">{text.recordedButNotPaid}</span>}
    </>
  );
}
