import { StrictMode } from 'react';
// The Node build explicitly: the browser build, which tests would otherwise get, does not wait for lazy pages.
import { prerender } from 'react-dom/static.node';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { Backend } from '../backend';
import { basenameOf, languageOfPath } from '../i18n/language';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { recordTextsRead } from '../i18n/texts';
import { SessionProvider } from '../session/SessionProvider';

/** Public pages never ask for the backend; if one did at build time, the build would wait forever, so say so. */
const noBackend = (): Promise<Backend> =>
  Promise.reject(new Error('A prerendered public page asked for the backend'));

/**
 * The HTML of one public page as the browser's first render would make it (signed-out, no backend),
 * with every lazily loaded page resolved, so main.tsx can hydrate it.
 */
export async function renderPage(url: string): Promise<string> {
  // React leaves a page that throws to be rendered in the browser, writing its spinner here:
  // at build time that is a broken page, so the build stops instead.
  const errors: unknown[] = [];
  const language = languageOfPath(url);
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider language={language}>
        <SessionProvider load={noBackend}>
          <StaticRouter location={url} basename={basenameOf(language)}>
            <App />
          </StaticRouter>
        </SessionProvider>
      </LanguageProvider>
    </StrictMode>,
    // One piece, with no boundary streamed in later: a later part would need an inline script,
    // which the Content-Security-Policy forbids, and would show the spinner first.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${url} failed to prerender: ${String(errors[0])}`);
  return new Response(prelude).text();
}

/**
 * The page's HTML, and the modules of the words it read in its language, as the server build
 * names them in its dynamic imports ('./texts.en-abc.js'): the prerender finds their chunks in the
 * browser's build, so the page fetches them with its code instead of after it.
 */
export async function renderPageWithTexts(url: string): Promise<{ html: string; texts: string[] }> {
  const language = languageOfPath(url);
  const [html, read] = await recordTextsRead(() => renderPage(url));
  const texts = read.flatMap((part) =>
    [...String(part.load[language]).matchAll(/import[\w$]*\(["'`]([^"'`]+)["'`]\)/g)].map(
      (found) => found[1]!,
    ),
  );
  return { html, texts };
}
