import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { Toasts } from '../components/Toasts';
import { announcePageHydrated } from '../lib/pageHydration';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { DemoModeNotice } from './shell/DemoModeNotice';
import { DisclaimerBanner } from './shell/DisclaimerBanner';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { QuotaNotice } from './shell/QuotaNotice';
import { shellTexts } from './shell/texts';
import { HINDI_OFFERED } from '../i18n/language';
import { useTexts } from '../i18n/texts';
import { useSession } from '../session/session';
import './RootLayout.css';
import './print.css';

/**
 * Announces that the page inside the shell has rendered (hydrated, on a prerendered page): the
 * page's starter script (scripts/start-app.js) then hands over what the visitor did before, and
 * the session passes a returning user's hint to the header.
 */
function PageReady() {
  useEffect(announcePageHydrated, []);
  return null;
}

/**
 * The language kept on the profile, which has work only once the backend has loaded: its code comes
 * then, not with the page. A page that cannot fetch it does without it until the next one.
 */
const LanguageMemory = lazy<ComponentType>(() =>
  import('./shell/LanguageMemory').then(
    ({ LanguageMemory }) => ({ default: LanguageMemory }),
    () => ({ default: () => null }),
  ),
);

/** The shell around every page: banner, header, the page itself, footer and toasts. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const t = useTexts(shellTexts);
  const { backend } = useSession();
  return (
    <div className="app">
      {HINDI_OFFERED && backend && (
        <Suspense fallback={null}>
          <LanguageMemory />
        </Suspense>
      )}
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <ScrollToTop />
      <DemoModeNotice />
      <DisclaimerBanner />
      <Header />
      <QuotaNotice />
      <main id="main" className="app-main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            {children}
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
