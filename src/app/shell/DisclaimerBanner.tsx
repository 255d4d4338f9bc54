import { useLayoutEffect, useRef, useState } from 'react';
import { WhatsAppLink } from '../../components/WhatsAppButton';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { shellTexts } from './texts';
import './DisclaimerBanner.css';

function BannerMessage({ hidden = false }: { hidden?: boolean }) {
  const t = useTexts(shellTexts).banner;
  return (
    <p className="disclaimer-banner-message" aria-hidden={hidden || undefined}>
      <strong>{t.title}</strong> {t.notSebi(site.name)}{' '}
      <span className="disclaimer-banner-contact">
        {t.whatsappUs} <WhatsAppLink tabIndex={hidden ? -1 : undefined}>{site.phone}</WhatsAppLink>.
      </span>
    </p>
  );
}

/**
 * The site-wide scrolling disclaimer. The text is rendered twice so the loop
 * has no gap; the copy is hidden from assistive technology and the keyboard.
 * It is not a live region: the text never changes, it only moves. It holds
 * still for people who ask for reduced motion, while it is hovered or has
 * focus, and once its pause button is pressed.
 */
export function DisclaimerBanner() {
  const t = useTexts(shellTexts).banner;
  const [paused, setPaused] = useState(false);
  // On a prerendered page the button works before the app starts (scripts/start-app.js): a banner
  // the visitor paused then stays paused once it hydrates.
  const pause = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (pause.current?.getAttribute('aria-pressed') === 'true') setPaused(true);
  }, []);
  return (
    <aside
      className={paused ? 'disclaimer-banner disclaimer-banner--paused' : 'disclaimer-banner'}
      aria-label={t.label}
    >
      <div className="disclaimer-banner-viewport">
        <div className="disclaimer-banner-track">
          <BannerMessage />
          <BannerMessage hidden />
        </div>
      </div>
      <button
        ref={pause}
        type="button"
        className="disclaimer-banner-pause"
        aria-label={t.pause}
        aria-pressed={paused}
        onClick={() => setPaused((current) => !current)}
      >
        {/* Both icons, one shown by aria-pressed (DisclaimerBanner.css), so the icon follows the button before hydration too. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path className="disclaimer-banner-play" fill="currentColor" d="M8 5v14l11-7z" />
          <path className="disclaimer-banner-hold" fill="currentColor" d="M6 5h4v14H6zm8 0h4v14h-4z" />
        </svg>
      </button>
    </aside>
  );
}
