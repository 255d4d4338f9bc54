import type { ReactNode } from 'react';
import type { UserProfile } from '../../backend/types';
import type { Tally } from '../../lib/earnings';
import { formatRupees } from '../../lib/money';
import { earningsDashboardMessages as text } from './messages';

export function Waiting() {
  return <span className="muted">{text.loadingFigure}</span>;
}

/** A worker's name over their e-mail, with any mark after them ('No longer approved'). */
export function WorkerName({ user, children }: { user: UserProfile; children?: ReactNode }) {
  return (
    <>
      <span className="earnings-name">{text.fullName(user)}</span>
      <span className="muted earnings-email">{user.email}</span>
      {children}
    </>
  );
}

export function EarningsFigure({ tally }: { tally: Tally | undefined }) {
  if (!tally) return <span className="muted">{text.loadingFigure}</span>;
  return (
    <>
      <span className="earnings-amount">{formatRupees(tally.rupees)}</span>
      <span className="muted earnings-count">{text.entries(tally.entries)}</span>
    </>
  );
}

export function EarningsCell({ label, tally }: { label: string; tally: Tally }) {
  return (
    <td role="cell" className="numeric" data-label={label}>
      <EarningsFigure tally={tally} />
    </td>
  );
}
