import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadBackend } from './backend';
import { startPageHydration } from './lib/pageHydration';
import { recordPrehydrationChoices } from './lib/prehydration';
import { SessionProvider } from './session/SessionProvider';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <SessionProvider load={loadBackend}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SessionProvider>
  </StrictMode>
);

// Public pages arrive prerendered (see scripts/prerender.ts) and are hydrated; every other path
// gets the empty shell and is rendered here. The prerendered page's starter script
// (scripts/start-app.js) keeps the menu working until now, and hands the page over to React here.
document.dispatchEvent(new Event('app:start'));
if (container.hasChildNodes()) {
  recordPrehydrationChoices(container);
  startPageHydration();
  hydrateRoot(container, app);
} else createRoot(container).render(app);
