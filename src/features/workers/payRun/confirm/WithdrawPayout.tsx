import { useState } from 'react';
import { englishErrorMessage } from '../../../../backend/words/englishErrors';
import { formatRupees } from '../../../../lib/money';
import { notify } from '../../../../lib/notify';
import { useBackend } from '../../../../session/session';
import type { PayoutToConfirm } from './confirmation';
import { confirmMessages as text } from './messages';

/**
 * Withdraws a payout the bank did not pay, after asking: it stops counting as sent for payment, so
 * its amount is due again. Shows "Withdrawn" once it is, here or before.
 */
export function WithdrawPayout({
  payout,
  onWithdrawn,
}: {
  payout: PayoutToConfirm;
  onWithdrawn: (reference: string) => void;
}) {
  const backend = useBackend();
  const [withdrawing, setWithdrawing] = useState(false);
  if (payout.withdrawn) return <span>{text.withdrawnState}</span>;

  const amount = formatRupees(payout.amount);
  const withdraw = async () => {
    if (withdrawing || !window.confirm(text.withdrawConfirm(payout.workerName, amount, payout.reference)))
      return;
    setWithdrawing(true);
    try {
      await backend.sentPayouts.withdraw(payout.reference);
      notify.success(text.withdrawnNow(payout.workerName, amount));
      onWithdrawn(payout.reference);
    } catch (error) {
      console.error('Could not withdraw a payout sent for payment', error);
      notify.error(text.withdrawFailed(payout.workerName, englishErrorMessage(error)));
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      disabled={withdrawing}
      onClick={() => void withdraw()}
    >
      {withdrawing ? text.withdrawing : text.withdraw}{' '}
      <span className="visually-hidden">
        {payout.workerName} {payout.reference}
      </span>
    </button>
  );
}
