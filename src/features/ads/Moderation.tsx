import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { useBackend } from '../../session/session';
import { adMessages as text } from './messages';

/** Publish, or reject with a reason; a failed write says so and keeps the reason typed. */
export function Moderation({ id, onChange }: { id: string; onChange: () => void }) {
  const backend = useBackend();
  const reasonId = useId();
  const hintId = useId();
  const [working, setWorking] = useState<'publish' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  const publish = async () => {
    setWorking('publish');
    try {
      await backend.submissions.approve(id);
      notify.success(text.published);
      onChange();
    } catch (error) {
      console.error('Could not publish the ad', error);
      notify.error(text.publishFailed);
      setWorking(null);
    }
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(text.reasonRequired);
      return;
    }
    setWorking('reject');
    try {
      await backend.submissions.reject(id, reason);
      notify.success(text.rejected);
      onChange();
    } catch (error) {
      console.error('Could not reject the ad', error);
      setProblem(text.rejectFailed);
      setWorking(null);
    }
  };

  if (rejecting) {
    return (
      <form className="ad-reject" onSubmit={reject} noValidate>
        <div className="field">
          <label htmlFor={reasonId}>{text.rejectReasonLabel}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            aria-describedby={hintId}
            aria-invalid={problem === text.reasonRequired || undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem('');
            }}
          />
          <p id={hintId} className="muted">
            {text.rejectReasonHint}
          </p>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="ad-actions">
          <button type="submit" className="btn btn-primary" disabled={working !== null}>
            {working === 'reject' ? text.rejecting : text.rejectConfirm}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setRejecting(false)}>
            {text.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="ad-actions">
      <button type="button" className="btn btn-primary" disabled={working !== null} onClick={publish}>
        {working === 'publish' ? text.publishing : text.publish}
      </button>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={working !== null}
        onClick={() => setRejecting(true)}
      >
        {text.reject}
      </button>
    </div>
  );
}
