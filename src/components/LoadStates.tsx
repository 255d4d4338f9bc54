import type { ReactNode } from 'react';
import { messages } from '../config/messages';
import './LoadStates.css';

/** A read that failed, said plainly, with the way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty-state">{children}</div>;
}
