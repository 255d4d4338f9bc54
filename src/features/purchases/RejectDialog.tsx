import { useState, type FormEvent } from 'react';
import { MAX_REJECTION_NOTE } from '../../backend/limits';
import { REJECTION_REASONS, type Payment, type Rejection, type RejectionReason } from '../../backend/types';
import { DialogActions } from '../../components/DialogActions';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { decisionFailure } from './decisionFailure';
import { paymentMessages as text } from './messages';

interface RejectDialogProps {
  payment: Payment;
  onClose: () => void;
  /** The payment as it now is, rejected. */
  onRejected: (payment: Payment) => void;
  /** A reason and note proposed for the admin to confirm or change (the bank statement check). */
  proposal?: Rejection;
}

/**
 * The admin picks why a payment is refused, and may add a note; the buyer sees both. A failed write
 * keeps the dialog open with the admin's choice, and the row stays pending.
 */
export function RejectDialog({ payment, onClose, onRejected, proposal }: RejectDialogProps) {
  const backend = useBackend();
  const [reason, setReason] = useState<RejectionReason | null>(proposal?.reason ?? null);
  const [note, setNote] = useState(proposal?.note ?? '');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setBusy(true);
    try {
      const outcome = await backend.payments.reject(payment.id, { reason, note });
      const trimmed = note.trim();
      onRejected({
        ...payment,
        status: 'rejected',
        rejectionReason: reason,
        ...(trimmed ? { rejectionNote: trimmed } : {}),
        decidedAt: new Date(),
      });
      notify.success(outcome === 'decided' ? text.rejected : text.rejectedBefore);
    } catch (error) {
      console.error('Could not reject the payment', error);
      notify.error(decisionFailure('reject', payment.userName, error));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? () => undefined : onClose} title={text.rejectTitle(payment.transactionId)}>
      <form className="reject-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{text.rejectLead(payment.userName, payment.bookTitle, payment.amount)}</p>
        <fieldset aria-describedby={missingReason ? 'reject-reason-error' : undefined}>
          <legend>{text.rejectReason}</legend>
          {REJECTION_REASONS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="reject-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
              />
              {capitalise(text.rejectionReasons[value])}
            </label>
          ))}
          {missingReason && (
            <p id="reject-reason-error" className="form-error" role="alert">
              {text.rejectChooseReason}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor="reject-note">{text.rejectNote}</label>
          <textarea
            id="reject-note"
            aria-describedby="reject-note-hint"
            maxLength={MAX_REJECTION_NOTE}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id="reject-note-hint" className="muted">
            {text.rejectNoteHint}
          </p>
        </div>
        <DialogActions
          tone="danger"
          confirm={busy ? text.rejecting : text.rejectConfirm}
          cancel={text.cancel}
          onCancel={onClose}
          busy={busy}
        />
      </form>
    </Modal>
  );
}

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
