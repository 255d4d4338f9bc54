import { useCallback, useEffect } from 'react';
import { useSession } from '../../session/session';

/**
 * Loads the backend ahead of the submit, so submitting does not wait for it. A returning user
 * (the session hint) is most likely still signed in: the backend loads at once, and the page sends
 * them on as soon as it says so. Anyone else gets it when they start on the form (the handler
 * returned, for the form's onFocus), so the page loads no backend code before it is interactive.
 */
export function usePreconnect(): () => void {
  const { connect, hint } = useSession();
  const preconnect = useCallback(() => {
    // A failure here is reported when the form is submitted and connect() is asked again.
    void connect().catch(() => undefined);
  }, [connect]);
  const returning = hint !== null;
  useEffect(() => {
    if (returning) preconnect();
  }, [returning, preconnect]);
  return preconnect;
}
