import { useState, type FormEvent } from 'react';
import { isBackendError } from '../../../backend/errors';
import type { SentPayout } from '../../../backend/types';
import { englishErrorMessage } from '../../../backend/words/englishErrors';
import { DialogActions } from '../../../components/DialogActions';
import { Modal } from '../../../components/Modal';
import { formatDate } from '../../../lib/dates';
import { fromDayId } from '../../../lib/days';
import { formatRupees } from '../../../lib/money';
import { isOffline } from '../../../lib/online';
import { payWorkersMessages as text } from './messages';

interface KeepRunDialogProps {
  count: number;
  /** Rupees, with paise if any. */
  total: number;
  period: string;
  /** Payouts kept for the same period by an earlier run: the run may pay them again. */
  earlier: readonly SentPayout[];
  /** Keeps the run, then downloads its file. */
  onKeep: () => Promise<void>;
  onClose: () => void;
}

/** What the admin is told of a run that was not kept: a lost answer may have kept it. */
function keepFailure(error: unknown): string {
  if (isBackendError(error, 'already-exists')) return text.keptDifferently;
  if (!isBackendError(error, 'network')) return text.keepFailed(englishErrorMessage(error));
  return isOffline() ? text.keepOffline : text.keepUnconfirmed;
}

/**
 * The one step before anything is written: the run's figures, and a warning when the period was paid
 * by a run kept before, so a month is not paid twice by a second file.
 */
export function KeepRunDialog({ count, total, period, earlier, onKeep, onClose }: KeepRunDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const earlierTotal = earlier.reduce((sum, payout) => sum + payout.amount, 0);
  const earlierDay = earlier[0] && formatDate(fromDayId(earlier[0].sentOn));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onKeep();
    } catch (error) {
      console.error('Could not keep the pay run', error);
      setFailure(keepFailure(error));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? () => undefined : onClose} title={text.keepTitle}>
      <form onSubmit={(event) => void submit(event)}>
        <p>{text.keepLead(count, formatRupees(total), period)}</p>
        {earlier.length > 0 && (
          <p className="form-error" role="alert">
            {text.earlierRun(earlier.length, formatRupees(earlierTotal), earlierDay ?? '')}
          </p>
        )}
        <DialogActions
          failure={failure}
          confirm={busy ? text.keeping : earlier.length > 0 ? text.keepAnyway : text.keep}
          tone={earlier.length > 0 ? 'danger' : 'primary'}
          cancel={text.cancel}
          onCancel={onClose}
          busy={busy}
        />
      </form>
    </Modal>
  );
}
