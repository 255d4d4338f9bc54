import { useId, useState, type FormEvent } from 'react';
import { isBackendError } from '../../../backend/errors';
import { MAX_PAYOUT_REFERENCE } from '../../../backend/limits';
import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { Field } from '../../../components/Field';
import { toDayId } from '../../../lib/days';
import { formatRupees } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { isOffline } from '../../../lib/online';
import { useBackend } from '../../../session/session';
import { payoutMessages } from '../messages';
import { checkPayout, type PayoutErrors } from '../payoutForm';
import { payWorkersMessages as text } from './messages';
import type { PayRow } from './payList';
import { recordUpiPayout } from './upiPayout';

interface UpiPaidFormProps {
  row: PayRow;
  /** Whole rupees, as the QR code asks. */
  amount: number;
  reference: string;
  period: string;
  onRecorded: (row: PayRow) => void;
}

/**
 * Under a worker's UPI QR code: once the admin's phone has paid it, the UTR and the day, recorded
 * as that payout under its reference (upiPayout.ts). A failed try keeps what was typed.
 */
export function UpiPaidForm({ row, amount, reference, period, onRecorded }: UpiPaidFormProps) {
  const backend = useBackend();
  const id = useId();
  const today = toDayId(new Date());
  const [utr, setUtr] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [errors, setErrors] = useState<PayoutErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = text.fullName(row.user);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkPayout({ amount: String(amount), paidOn, reference: utr, note: '' }, today);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await recordUpiPayout(backend, {
        row,
        amount,
        reference,
        period,
        utr: checked.reference,
        paidOn: checked.paidOn,
      });
      notify.success(text.upiRecorded(formatRupees(amount), name));
      onRecorded(row);
    } catch (error) {
      console.error('Could not record the UPI payout', reference, error);
      setFailure(failureWords(error));
      setBusy(false);
    }
  };

  const errorOf = (field: 'reference' | 'paidOn') => {
    const code = errors[field];
    return code ? payoutMessages.errors[code] : undefined;
  };

  return (
    <form className="pay-upi-paid" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">{text.upiPaidLead}</p>
      <Field id={`${id}-utr`} label={text.utrLabel(name)} error={errorOf('reference')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_PAYOUT_REFERENCE}
            value={utr}
            onChange={(event) => {
              setUtr(event.target.value);
              setErrors((before) => ({ ...before, reference: undefined }));
            }}
          />
        )}
      </Field>
      <Field id={`${id}-paid-on`} label={text.upiPaidOnLabel(name)} error={errorOf('paidOn')}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={today}
            value={paidOn}
            onChange={(event) => {
              setPaidOn(event.target.value);
              setErrors((before) => ({ ...before, paidOn: undefined }));
            }}
          />
        )}
      </Field>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? text.upiRecording : text.upiRecord(formatRupees(amount))}
      </button>
    </form>
  );
}

function failureWords(error: unknown): string {
  // Both writes come back as they are when sent again, so pressing again is always safe.
  if (isBackendError(error, 'network')) return isOffline() ? text.upiOffline : text.upiUnconfirmed;
  if (isBackendError(error, 'already-exists')) return text.upiKeptDifferently;
  return text.upiFailed(englishErrorMessage(error));
}
