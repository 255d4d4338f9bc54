import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AccessDenied } from '../components/AccessDenied';
import { LoadFailed } from '../components/LoadStates';
import { PageMeta } from '../components/PageMeta';
import { Spinner } from '../components/Spinner';
import { standInTexts } from '../components/standIn.texts';
import { paths } from '../config/paths';
import { useTexts } from '../i18n/texts';
import type { LoginState } from '../session/loginState';
import { useSession } from '../session/session';

/**
 * Each guard is a layout route: it wraps one group of the route table and renders the page it
 * guards in its <Outlet />.
 */

/** Signed-in users only. */
export function RequireSignIn() {
  return (
    <SignedIn>
      <Outlet />
    </SignedIn>
  );
}

/** Approved users and the admin; a profile that cannot be read counts as not approved. */
export function RequireApproval() {
  return (
    <SignedIn>
      <ApprovedOnly />
    </SignedIn>
  );
}

/** The admin only; everyone else sees the access-denied view. */
export function RequireAdmin() {
  return (
    <SignedIn>
      <AdminOnly />
    </SignedIn>
  );
}

/** The full-screen spinner while the auth state resolves, signed out → /login and back. */
function SignedIn({ children }: { children: ReactNode }) {
  const { status, connect } = useSession();
  const t = useTexts(standInTexts).guard;
  const location = useLocation();
  // On a dropped connection the backend's code may not arrive: say so and offer another try,
  // instead of a spinner that never ends.
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    connect().catch((error: unknown) => {
      console.error('Could not load the backend', error);
      if (current) setFailedAttempt(attempt);
    });
    return () => {
      current = false;
    };
  }, [connect, attempt]);

  if (status === 'unknown' && failedAttempt === attempt) {
    return (
      <div className="container page">
        <LoadFailed message={t.accountUnreachable} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  if (status === 'unknown') return <Checking label={t.checkingAccount} />;
  if (status === 'signed-out') {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <>{children}</>;
}

function AdminOnly() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <AccessDenied />;
}

function ApprovedOnly() {
  const { isAdmin, profile } = useSession();
  const t = useTexts(standInTexts).guard;
  if (isAdmin) return <Outlet />;
  if (profile.status === 'idle' || profile.status === 'loading') {
    return <Checking label={t.checkingApproval} />;
  }
  return profile.status === 'ready' && profile.profile.approved ? <Outlet /> : <AccessDenied />;
}

/**
 * A guard's check: the full-screen spinner of the specification, with what it checks as the
 * document's title meanwhile, so the tab names the wait instead of going blank.
 */
function Checking({ label }: { label: string }) {
  return (
    <>
      <PageMeta title={label} description={label} withUrl={false} />
      <Spinner fullScreen label={label} />
    </>
  );
}
