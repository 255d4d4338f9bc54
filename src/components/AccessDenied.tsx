import { PageMeta } from './PageMeta';
import { useGoBack } from './useGoBack';
import './AccessDenied.css';

/** What a signed-in user sees on a page their role does not open (docs/product.md#screens). */
export function AccessDenied() {
  const goBack = useGoBack();
  return (
    <section className="access-denied" aria-labelledby="access-denied-title">
      <PageMeta title="Access denied" description="This page is not open to your account." />
      <p className="access-denied-code">SECURITY ALERT 401</p>
      <h1 id="access-denied-title">ACCESS DENIED</h1>
      <p className="access-denied-detail">UNAUTHORIZED ENTRY DETECTED</p>
      <p>This page is not open to your account. If you think it should be, contact us.</p>
      <button type="button" className="btn btn-primary" onClick={goBack}>
        Return to Safety
      </button>
    </section>
  );
}
