import { resetDemoData } from '../../backend/local/demoStorage';
import { useTexts } from '../../i18n/texts';
import { writeSessionHint } from '../../session/sessionHint';
import { shellTexts } from './texts';

const enabled = __BACKEND__ === 'local';

/** A slim reminder that the embedded demo backend is running, with a way back to the first state. */
export function DemoModeNotice() {
  if (!enabled) return null;
  return <DemoNotice />;
}

function DemoNotice() {
  const t = useTexts(shellTexts).demo;
  const reset = () => {
    if (!window.confirm(t.confirmReset)) {
      return;
    }
    resetDemoData();
    writeSessionHint(null);
    window.location.reload();
  };
  return (
    // A labelled landmark, so that no content of the page sits outside one.
    <aside className="demo-notice" aria-label={t.label}>
      <span role="note">
        <strong>{t.title}</strong>
        {t.note}
      </span>
      <button type="button" className="demo-notice-reset" onClick={reset}>
        {t.reset}
      </button>
    </aside>
  );
}
