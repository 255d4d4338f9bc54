import { useCallback, useId, useState, type FormEvent } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { isBackendError } from '../../backend/errors';
import { MAX_PAYOUT_NOTE } from '../../backend/limits';
import type { DayId, Payout, UserProfile } from '../../backend/types';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { DialogActions } from '../../components/DialogActions';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { notify } from '../../lib/notify';
import { useLoad } from '../../lib/useLoad';
import { useBackend } from '../../session/session';
import { payoutMessages as text } from './messages';

interface PayoutHistoryDialogProps {
  user: UserProfile;
  today: DayId;
  onClose: () => void;
  /** A reversal was written: the worker's paid-to-date moved by its (negative) amount. */
  onReversed: (reversal: Payout) => void;
}

/** Every payout to one worker, oldest first, each reversible once with a note. */
export function PayoutHistoryDialog({ user, today, onClose, onReversed }: PayoutHistoryDialogProps) {
  const backend = useBackend();
  const name = text.fullName(user);
  const payouts = useLoad(
    useCallback(() => backend.payouts.listFor(user.id), [backend, user.id]),
    'the payouts',
  );
  const [reversing, setReversing] = useState<Payout | null>(null);

  const reversedIds = new Set((payouts.data ?? []).flatMap((payout) => payout.reverses ?? []));

  if (reversing) {
    return (
      <ReverseForm
        payout={reversing}
        today={today}
        onCancel={() => setReversing(null)}
        onReversed={(reversal) => {
          payouts.update((list) => [...list, reversal]);
          setReversing(null);
          onReversed(reversal);
        }}
      />
    );
  }

  return (
    <Modal open onClose={onClose} title={text.historyTitle(name)}>
      {payouts.failed ? (
        <LoadFailed
          message={text.historyFailed(englishErrorMessage(payouts.error))}
          onRetry={payouts.reload}
        />
      ) : !payouts.data ? (
        <Spinner label={text.historyLoading} />
      ) : (
        <DataTable
          caption={text.historyCaption(name)}
          captionHidden
          columns={[
            { header: text.date, rowHeader: true, className: 'nowrap', cell: (p) => formatDate(p.paidOn) },
            { header: text.amount, numeric: true, cell: (p) => formatRupees(p.amount) },
            { header: text.reference, cell: (p) => p.reference },
            {
              header: text.note,
              cell: (p) => (p.reverses ? `${text.reversal}: ${p.note}` : p.note),
            },
            {
              header: text.action,
              cell: (p) =>
                p.reverses ? null : reversedIds.has(p.id) ? (
                  <span className="muted">{text.reversed}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={text.reverseLabel(formatRupees(p.amount), formatDate(p.paidOn))}
                    onClick={() => setReversing(p)}
                  >
                    {text.reverse}
                  </button>
                ),
            },
          ]}
          rows={payouts.data}
          rowKey={(p) => p.id}
          empty={
            <EmptyState>
              <p>{text.historyEmpty}</p>
            </EmptyState>
          }
        />
      )}
    </Modal>
  );
}

function ReverseForm({
  payout,
  today,
  onCancel,
  onReversed,
}: {
  payout: Payout;
  today: DayId;
  onCancel: () => void;
  onReversed: (reversal: Payout) => void;
}) {
  const backend = useBackend();
  const id = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = formatRupees(payout.amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (note.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const reversal = await backend.payouts.reverse(payout, today, note);
      notify.success(text.reversedDone(amount));
      onReversed(reversal);
    } catch (error) {
      console.error('Could not reverse the payout', error);
      setFailure(
        isBackendError(error, 'already-exists')
          ? text.alreadyReversed
          : text.reverseFailed(amount, englishErrorMessage(error)),
      );
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? () => undefined : onCancel} title={text.reverseTitle(amount)}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{text.reverseLead}</p>
        <Field
          id={`${id}-note`}
          label={text.reverseNoteLabel}
          error={missing ? text.reverseNoteMissing : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              required
              maxLength={MAX_PAYOUT_NOTE}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setMissing(false);
              }}
            />
          )}
        </Field>
        <DialogActions
          tone="danger"
          failure={failure}
          confirm={busy ? text.reversing : text.reverseConfirm}
          cancel={text.cancel}
          onCancel={onCancel}
          busy={busy}
        />
      </form>
    </Modal>
  );
}
