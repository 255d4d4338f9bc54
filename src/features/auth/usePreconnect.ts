import { useEffect } from 'react';
import { useSession } from '../../session/session';

/** Starts loading the backend while the user types, so submitting does not wait for it. */
export function usePreconnect(): void {
  const { connect } = useSession();
  useEffect(() => {
    // A failure here is reported when the form is submitted and connect() is asked again.
    void connect().catch(() => undefined);
  }, [connect]);
}
