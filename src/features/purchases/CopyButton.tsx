import { useState } from 'react';

interface CopyButtonProps {
  value: string;
  label: string;
  /** Said once the value is on the clipboard. */
  copied: string;
  /** Said when the browser refuses (no clipboard access, or an insecure page). */
  failed: string;
}

/** Copies a value to the clipboard and says so in a live region. */
export function CopyButton({ value, label, copied, failed }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="copy-status">
        {outcome === 'copied' ? copied : outcome === 'failed' ? failed : ''}
      </span>
    </>
  );
}
