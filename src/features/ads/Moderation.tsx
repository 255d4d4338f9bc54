import { useId, useState, type FormEvent } from 'react';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { isBackendError } from '../../backend/errors';
import { MAX_REJECTION_REASON } from '../../backend/limits';
import { notify } from '../../lib/notify';
import { isOffline } from '../../lib/online';
import { useBackend } from '../../session/session';
import { reviewMessages as text } from './reviewMessages';

type Decision = 'reject' | 'takeDown';

/** The words of each decision the poster is given a reason for. */
const decisionWords = {
  reject: {
    open: text.reject,
    hint: text.rejectReasonHint,
    confirm: text.rejectConfirm,
    working: text.rejecting,
    done: text.rejected,
    failed: text.rejectFailed,
    unconfirmed: text.rejectUnconfirmed,
    offline: text.rejectOffline,
  },
  takeDown: {
    open: text.takeDown,
    hint: text.takeDownReasonHint,
    confirm: text.takeDownConfirm,
    working: text.takingDown,
    done: text.takenDown,
    failed: text.takeDownFailed,
    unconfirmed: text.takeDownUnconfirmed,
    offline: text.takeDownOffline,
  },
} as const;

/**
 * A waiting ad is published, or rejected with a reason; a published one can be taken down with a
 * reason at any time. A failed write says what did not happen to which ad, and why, and keeps the
 * reason typed.
 */
export function Moderation({
  id,
  named,
  published = false,
  onChange,
}: {
  id: string;
  /** The ad as the failures name it (reviewMessages.adNamed). */
  named: string;
  published?: boolean;
  onChange: () => void;
}) {
  const backend = useBackend();
  const [working, setWorking] = useState(false);
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const publish = async () => {
    setWorking(true);
    try {
      await backend.submissions.approve(id);
      notify.success(text.published);
      onChange();
    } catch (error) {
      setWorking(false);
      // The publication may have landed with its answer lost; pressed again, it is found made.
      if (isBackendError(error, 'network')) {
        notify.error(isOffline() ? text.publishOffline(named) : text.publishUnconfirmed(named));
        return;
      }
      console.error('Could not publish the ad', error);
      // A full listing, or a card too long for it, is said as it is, with the ad it concerns.
      notify.error(text.publishFailed(named, englishErrorMessage(error)));
    }
  };

  const decide = (decision: Decision) => async (reason: string) => {
    if (decision === 'reject') await backend.submissions.reject(id, reason);
    else await backend.submissions.takeDown(id, reason);
    notify.success(decisionWords[decision].done);
    onChange();
  };

  if (deciding) {
    return (
      <ReasonForm
        decision={deciding}
        named={named}
        onDecide={decide(deciding)}
        onCancel={() => setDeciding(null)}
      />
    );
  }
  const decision: Decision = published ? 'takeDown' : 'reject';
  return (
    <div className="ad-actions">
      {!published && (
        <button type="button" className="btn btn-primary" disabled={working} onClick={publish}>
          {working ? text.publishing : text.publish}
        </button>
      )}
      <button
        type="button"
        className={published ? 'btn btn-danger' : 'btn btn-secondary'}
        disabled={working}
        onClick={() => setDeciding(decision)}
      >
        {decisionWords[decision].open}
      </button>
    </div>
  );
}

function ReasonForm({
  decision,
  named,
  onDecide,
  onCancel,
}: {
  decision: Decision;
  named: string;
  onDecide: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const words = decisionWords[decision];
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(text.reasonRequired);
      return;
    }
    setWorking(true);
    try {
      await onDecide(reason);
    } catch (error) {
      setWorking(false);
      // The decision may have landed with its answer lost; pressed again, it is found made.
      if (isBackendError(error, 'network')) {
        setProblem(isOffline() ? words.offline(named) : words.unconfirmed(named));
        return;
      }
      console.error(`Could not ${decision === 'reject' ? 'reject' : 'take down'} the ad`, error);
      setProblem(words.failed(named, englishErrorMessage(error)));
    }
  };

  return (
    <form className="ad-reject" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={reasonId}>{text.rejectReasonLabel}</label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={MAX_REJECTION_REASON}
          rows={3}
          aria-describedby={hintId}
          aria-invalid={problem === text.reasonRequired || undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem('');
          }}
        />
        <p id={hintId} className="muted">
          {words.hint}
        </p>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="ad-actions">
        <button type="submit" className="btn btn-primary" disabled={working}>
          {working ? words.working : words.confirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
