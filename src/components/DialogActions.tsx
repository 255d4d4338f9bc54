import type { ReactNode } from 'react';

interface DialogActionsProps {
  /** What went wrong with the last try, said above the buttons; nothing when all is well. */
  failure?: ReactNode;
  /** The submit button's words: its label, or what it says while the dialog works. */
  confirm: string;
  /** A confirmation that takes something away (a rejection, a reversal) is red. */
  tone?: 'primary' | 'danger';
  cancel: string;
  onCancel: () => void;
  busy: boolean;
}

/**
 * The foot of a dialog's form: its failure, if any, then submit and cancel, both held while it works.
 * The payment's reject dialog and the payout and reversal dialogs end alike.
 */
export function DialogActions({
  failure,
  confirm,
  tone = 'primary',
  cancel,
  onCancel,
  busy,
}: DialogActionsProps) {
  return (
    <>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="card-actions">
        <button type="submit" className={`btn btn-${tone}`} disabled={busy}>
          {confirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {cancel}
        </button>
      </div>
    </>
  );
}
