import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { BANNER_ROTATION_MS, EMBEDDED_FORM_HEIGHT_PX } from '../../config/constants';
import { site } from '../../config/site';
import { commonTexts } from '../../components/texts';
import { useTexts } from '../../i18n/texts';
import { joinerNames } from './joiners';
import { workTexts } from './texts';
import './work.css';

/** /form-for-data-entry (docs/product.md#screens): the welcome banner and the external form, embedded. */
export function DataEntryFormPage() {
  const [loaded, setLoaded] = useState(false);
  const text = useTexts(workTexts).form;
  const title = useTexts(commonTexts).page.premiumFormTitle;

  return (
    <div className="container page data-entry">
      <PageMeta title={title} description={text.metaDescription} />
      <h1>{title}</h1>
      <p className="lead">{text.lead}</p>

      <JoinerBanner />

      <div className="embedded-form" aria-busy={!loaded}>
        {!loaded && (
          <div className="embedded-form-loading">
            <Spinner label={text.loading} />
          </div>
        )}
        <iframe
          src={site.dataEntryFormUrl}
          title={text.frameTitle}
          height={EMBEDDED_FORM_HEIGHT_PX}
          // The form's site needs no word of which page or worker opened it.
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
        />
      </div>
      {/* A blocked or failed frame cannot be detected from here, so the way out is always shown. */}
      <p className="section">
        <a href={site.dataEntryFormUrl} target="_blank" rel="noopener noreferrer">
          {text.openInNewTab}
          <span className="visually-hidden"> {text.opensInNewTab}</span>
        </a>
      </p>
    </div>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/**
 * The congratulation banner, a new joiner every BANNER_ROTATION_MS. It is not a live region: a
 * screen reader reads it when the reader reaches it, not on every change. It holds still for
 * people who ask for reduced motion, and anyone can pause it.
 */
function JoinerBanner() {
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const text = useTexts(workTexts).form;
  const running = !reducedMotion && !paused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % joinerNames.length),
      BANNER_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <section className="joiner-banner" aria-label={text.bannerLabel}>
      <span aria-hidden="true">🎉</span>
      <p>{text.welcome(joinerNames[index] ?? '', text.joinerCities[index] ?? '')}</p>
      {!reducedMotion && (
        <button
          type="button"
          className="joiner-banner-toggle"
          aria-pressed={paused}
          onClick={() => setPaused((current) => !current)}
        >
          {text.pause}
        </button>
      )}
    </section>
  );
}
