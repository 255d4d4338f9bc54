import { useState } from 'react';
import type { DayId, UserProfile } from '../../backend/types';
import { earningsDashboardMessages as text } from './messages';
import { PayoutDialog } from './PayoutDialog';
import { PayoutHistoryDialog } from './PayoutHistoryDialog';

interface PayActionsProps {
  user: UserProfile;
  /** Whole rupees earned and paid so far. */
  earned: number;
  paid: number;
  today: DayId;
  /** A payout or a reversal was written: what the worker has been paid moved by `amount`. */
  onPaid: (amount: number) => void;
}

/** A worker's row's way to record a payout, and to see (and reverse) the payouts so far. */
export function PayActions({ user, earned, paid, today, onPaid }: PayActionsProps) {
  const [open, setOpen] = useState<'record' | 'history' | null>(null);
  const name = text.fullName(user);
  return (
    <div className="pay-actions">
      <button
        type="button"
        className="btn btn-primary btn-small"
        aria-label={text.recordPayoutFor(name)}
        onClick={() => setOpen('record')}
      >
        {text.recordPayout}
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-label={text.payoutsOf(name)}
        onClick={() => setOpen('history')}
      >
        {text.pay}
      </button>
      {open === 'record' && (
        <PayoutDialog
          user={user}
          earned={earned}
          paid={paid}
          today={today}
          onClose={() => setOpen(null)}
          onRecorded={(payout) => {
            setOpen(null);
            onPaid(payout.amount);
          }}
        />
      )}
      {open === 'history' && (
        <PayoutHistoryDialog
          user={user}
          today={today}
          onClose={() => setOpen(null)}
          onReversed={(reversal) => onPaid(reversal.amount)}
        />
      )}
    </div>
  );
}
