import { paymentMessages as text } from './messages';

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

/** A read that failed, said plainly, with the way to try again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
