import type { ReactNode } from 'react';
import { useTexts } from '../i18n/texts';
import { commonTexts } from './texts';
import './LoadStates.css';

/** A read that failed, said plainly, with the way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const messages = useTexts(commonTexts).page;
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  );
}

/**
 * A part of a page still being read, said in its place: the rest of the page (its tabs, its pager)
 * stays where it is, where the page-sized spinner would take it away.
 */
export function LoadingNote({ label }: { label: string }) {
  return (
    <p className="loading-note muted" role="status">
      {label}
    </p>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="empty-state">{children}</div>;
}
