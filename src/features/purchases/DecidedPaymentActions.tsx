import { useState } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import type { Payment } from '../../backend/types';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { paymentMessages as text } from './messages';
import { StatusBadge } from './StatusBadge';
import { rejectionWords, tellByEmail, tellOnWhatsApp } from './tellBuyer';

interface DecidedPaymentActionsProps {
  payment: Payment;
  /** The rejected claim was deleted: its transaction id is free again. */
  onReleased: (id: string) => void;
}

/** A confirmed or rejected row: its status, the reason, 'Tell the buyer', and freeing a rejected id. */
export function DecidedPaymentActions({ payment, onReleased }: DecidedPaymentActionsProps) {
  const backend = useBackend();
  const [releasing, setReleasing] = useState(false);

  const release = async () => {
    if (releasing || !window.confirm(text.releaseConfirm(payment.transactionId))) return;
    setReleasing(true);
    try {
      await backend.payments.release(payment.id);
      notify.success(text.released(payment.transactionId));
      onReleased(payment.id);
    } catch (error) {
      console.error('Could not free the transaction id', error);
      notify.error(text.releaseFailed(payment.transactionId, englishErrorMessage(error)));
      setReleasing(false);
    }
  };

  return (
    <>
      <StatusBadge status={payment.status} words={text.status} />
      {payment.status === 'rejected' && <p className="rejection-reason">{rejectionWords(payment)}</p>}
      <div className="row-actions">
        <span className="muted">{text.tellBuyer}:</span>
        <a
          className="btn btn-secondary btn-small"
          href={tellOnWhatsApp(payment)}
          target="_blank"
          rel="noreferrer"
        >
          {text.tellOnWhatsApp} <span className="visually-hidden">{payment.transactionId}</span>
        </a>
        <a className="btn btn-secondary btn-small" href={tellByEmail(payment)}>
          {text.tellByEmail} <span className="visually-hidden">{payment.transactionId}</span>
        </a>
        {payment.status === 'rejected' && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={releasing}
            onClick={() => void release()}
          >
            {releasing ? text.releasing : text.release}{' '}
            <span className="visually-hidden">{payment.transactionId}</span>
          </button>
        )}
      </div>
    </>
  );
}
