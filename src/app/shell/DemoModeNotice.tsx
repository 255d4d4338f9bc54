import { resetDemoData } from '../../backend/local/demoStorage';
import { writeSessionHint } from '../../session/sessionHint';

const enabled = __BACKEND__ === 'local';

/** A slim reminder that the embedded demo backend is running, with a way back to the first state. */
export function DemoModeNotice() {
  if (!enabled) return null;
  const reset = () => {
    if (
      !window.confirm(
        'Reset the demo? Every account, payment and entry made in this browser will be removed.',
      )
    ) {
      return;
    }
    resetDemoData();
    writeSessionHint(null);
    window.location.reload();
  };
  return (
    // A labelled landmark, so that no content of the page sits outside one.
    <aside className="demo-notice" aria-label="Demo mode">
      <span role="note">
        <strong>Demo mode</strong>: accounts and data stay in this browser.
      </span>
      <button type="button" className="demo-notice-reset" onClick={reset}>
        Reset demo data
      </button>
    </aside>
  );
}
