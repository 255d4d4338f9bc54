import type { ReactNode } from 'react';
import { dataEntryMessages as m } from './messages';

/** A load that failed: what went wrong and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="data-entry-state data-entry-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="data-entry-state">{children}</div>;
}
