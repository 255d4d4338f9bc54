import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { App } from '../app/App';
import type { Backend } from '../backend/types';
import { basenameOf, languageOfPath } from '../i18n/language';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { SessionProvider } from '../session/SessionProvider';
import { createTestBackend } from './backend';

interface RenderAppOptions {
  /** The backend the app connects to; a fresh, signed-out local backend by default. */
  backend?: Backend;
  /** How the app obtains the backend, to observe when it asks. */
  load?: () => Promise<Backend>;
}

/**
 * The whole app — shell, route table, lazy pages — opened at `url` (or at the last of several
 * URLs, the earlier ones being the history behind it).
 */
export function renderApp(url: string | string[], { backend, load: loadOverride }: RenderAppOptions = {}) {
  const current: { location?: Location } = {};
  function WhereAmI() {
    current.location = useLocation();
    return null;
  }
  const load = loadOverride ?? (() => (backend ? Promise.resolve(backend) : createTestBackend()));
  const entries = Array.isArray(url) ? url : [url];
  // The language of the address opened last, as main.tsx decides it.
  const language = languageOfPath(entries[entries.length - 1] ?? '/');
  const result = render(
    <LanguageProvider language={language}>
      <SessionProvider load={load}>
        <MemoryRouter initialEntries={entries} basename={basenameOf(language)}>
          <App />
          <WhereAmI />
        </MemoryRouter>
      </SessionProvider>
    </LanguageProvider>,
  );
  return {
    user: userEvent.setup(),
    pathname: () => current.location?.pathname,
    location: () => current.location,
    ...result,
  };
}
