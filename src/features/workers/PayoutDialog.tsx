import { useId, useState, type FormEvent } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { isBackendError } from '../../backend/errors';
import { newRecordId } from '../../backend/documents/documentPaths';
import { MAX_PAYOUT, MAX_PAYOUT_NOTE, MAX_PAYOUT_REFERENCE } from '../../backend/limits';
import type { DayId, Payout, UserProfile } from '../../backend/types';
import { Field } from '../../components/Field';
import { DialogActions } from '../../components/DialogActions';
import { Modal } from '../../components/Modal';
import { formatRupees } from '../../lib/money';
import { notify } from '../../lib/notify';
import { isOffline } from '../../lib/online';
import { useBackend } from '../../session/session';
import { payoutMessages as text } from './messages';
import { checkPayout, type PayoutDraft, type PayoutErrors } from './payoutForm';

interface PayoutDialogProps {
  user: UserProfile;
  /** Whole rupees earned and paid so far, for the lead and the check against the balance. */
  earned: number;
  paid: number;
  today: DayId;
  onClose: () => void;
  onRecorded: (payout: Payout) => void;
}

/**
 * The admin records money sent to a worker. Bad input is explained field by field and nothing is
 * written; more than the balance due asks once more; a failed write keeps everything typed.
 */
export function PayoutDialog({ user, earned, paid, today, onClose, onRecorded }: PayoutDialogProps) {
  const backend = useBackend();
  const id = useId();
  const [draft, setDraft] = useState<PayoutDraft>({ amount: '', paidOn: today, reference: '', note: '' });
  const [errors, setErrors] = useState<PayoutErrors>({});
  // Asked once whether an amount above the balance is right; typing another amount asks again.
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One payout per dialog: pressing again after a failure files the same id, never a second payout.
  const [payoutId] = useState(newRecordId);
  const due = earned - paid;
  const name = text.fullName(user);

  const change = (field: keyof PayoutDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'amount') setAsking(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkPayout(draft, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (checked.amount > due && !asking) {
      setAsking(true);
      return;
    }
    setBusy(true);
    try {
      const payout = await backend.payouts.record(
        {
          uid: user.id,
          amount: checked.amount,
          paidOn: checked.paidOn,
          reference: checked.reference,
          note: checked.note,
        },
        payoutId,
      );
      notify.success(text.recorded(formatRupees(payout.amount), name));
      onRecorded(payout);
    } catch (error) {
      console.error('Could not record the payout', error);
      setFailure(
        isBackendError(error, 'network')
          ? isOffline()
            ? text.recordOffline(name)
            : text.recordUnconfirmed(name)
          : text.recordFailed(formatRupees(checked.amount), name, englishErrorMessage(error)),
      );
      setBusy(false);
    }
  };

  const fieldError = (field: keyof PayoutDraft) => {
    const code = errors[field];
    return code ? text.errors[code] : undefined;
  };
  const amountValue = Number(draft.amount);

  return (
    <Modal open onClose={busy ? () => undefined : onClose} title={text.recordTitle(name)}>
      <form className="payout-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{text.recordLead(formatRupees(earned), formatRupees(paid), formatRupees(Math.max(due, 0)))}</p>
        <Field id={`${id}-amount`} label={text.amountLabel} error={fieldError('amount')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PAYOUT}
              step={1}
              required
              value={draft.amount}
              onChange={(event) => change('amount', event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-paid-on`} label={text.paidOnLabel} error={fieldError('paidOn')}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today}
              required
              value={draft.paidOn}
              onChange={(event) => change('paidOn', event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-reference`} label={text.referenceLabel} error={fieldError('reference')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={MAX_PAYOUT_REFERENCE}
              autoComplete="off"
              required
              value={draft.reference}
              onChange={(event) => change('reference', event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-note`} label={text.noteLabel} error={fieldError('note')}>
          {(control) => (
            <textarea
              {...control}
              maxLength={MAX_PAYOUT_NOTE}
              value={draft.note}
              onChange={(event) => change('note', event.target.value)}
            />
          )}
        </Field>
        {asking && (
          <p className="form-error" role="alert">
            {text.overBalance(formatRupees(amountValue), formatRupees(Math.max(due, 0)))}
          </p>
        )}
        <DialogActions
          failure={failure}
          confirm={busy ? text.recording : asking ? text.recordAnyway : text.record}
          cancel={text.cancel}
          onCancel={onClose}
          busy={busy}
        />
      </form>
    </Modal>
  );
}
