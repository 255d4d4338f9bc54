import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { shellTexts } from './app/shell/texts';
import { commonTexts } from './components/texts';
import { loadBackend } from './backend';
import { basenameOf, languageOfPath, languageTags } from './i18n/language';
import { LanguageProvider } from './i18n/LanguageProvider';
import { loadTexts } from './i18n/texts';
import { startPageHydration } from './lib/pageHydration';
import { recordPrehydrationChoices } from './lib/prehydration';
import { SessionProvider } from './session/SessionProvider';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The address says the language (src/i18n/language.ts); it stays the same until the next page load.
const language = languageOfPath(window.location.pathname);
document.documentElement.lang = languageTags[language].lang;

const app = (
  <StrictMode>
    <LanguageProvider language={language}>
      <SessionProvider load={loadBackend}>
        <BrowserRouter basename={basenameOf(language)}>
          <App />
        </BrowserRouter>
      </SessionProvider>
    </LanguageProvider>
  </StrictMode>
);

// Public pages arrive prerendered (see scripts/prerender.ts) and are hydrated; every other path
// gets the empty shell and is rendered here. The prerendered page's starter script
// (scripts/start-app.js) keeps the menu working until now, and hands the page over to React here.
// The header's and the shared components' words come first (a prerendered page asks for them with the entry), so the shell
// never waits for them while the page is hydrated.
function start() {
  document.dispatchEvent(new Event('app:start'));
  if (container!.hasChildNodes()) {
    recordPrehydrationChoices(container!);
    startPageHydration();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page; a part the visitor touches first is hydrated first.
    startTransition(() => {
      hydrateRoot(container!, app);
    });
  } else createRoot(container!).render(app);
}
Promise.all([loadTexts(shellTexts, language), loadTexts(commonTexts, language)]).then(start, start);
