import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { RequireSignIn } from '../app/guards';
import type { Backend } from '../backend/types';
import { paths } from '../config/paths';
import { basenameOf, languageOfPath } from '../i18n/language';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { SessionProvider } from '../session/SessionProvider';
import { createTestBackend, type DemoAccountName } from './backend';

interface RenderPageOptions {
  /** The URL the page is opened at; under /hi, the page is in Hindi (src/i18n/language.ts). */
  route?: string;
  /** The route pattern the page is mounted on, so `useParams` works (e.g. paths.payment.path). */
  path?: string;
  /** Signed in as this demo account on a fresh local backend (ignored when `backend` is given). */
  as?: DemoAccountName;
  backend?: Backend;
}

/**
 * A guarded page as a signed-in user reaches it: behind the sign-in guard, on a real local backend.
 * Other routes the page links to render their path, so a test can see where a button went.
 */
export async function renderPage(
  ui: ReactElement,
  { route = '/', path = '*', as = 'learner', backend }: RenderPageOptions = {},
) {
  const used = backend ?? (await createTestBackend({ as }));
  const routes: RouteObject[] = [{ element: <RequireSignIn />, children: [{ path, element: ui }] }];
  if (path !== '*') routes.push({ path: '*', element: <Landed /> });
  routes.push({ path: paths.login.path, element: <Landed /> });
  const language = languageOfPath(route);
  const router = createMemoryRouter(routes, { initialEntries: [route], basename: basenameOf(language) });
  const result = render(
    <LanguageProvider language={language}>
      <SessionProvider load={() => Promise.resolve(used)}>
        <RouterProvider router={router} />
      </SessionProvider>
    </LanguageProvider>,
  );
  return { user: userEvent.setup(), router, backend: used, ...result };
}

/** Stands in for the page a link or redirect went to, showing its path. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}
