import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { basenameOf, languageOfPath } from '../i18n/language';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { SessionProvider } from '../session/SessionProvider';
import { createTestBackend } from './backend';

interface RenderOptions {
  /** The URL the page is opened at; under /hi, the page is in Hindi (src/i18n/language.ts). */
  route?: string;
  /** The route pattern the page is mounted on, so `useParams` works (e.g. paths.course.path). */
  path?: string;
}

/** Renders one page or component inside a router, as a visitor would reach it. */
export function renderWithRouter(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const language = languageOfPath(route);
  const router = createMemoryRouter([{ path, element: ui }], {
    initialEntries: [route],
    basename: basenameOf(language),
  });
  return {
    user: userEvent.setup(),
    router,
    ...render(
      <LanguageProvider language={language}>
        <SessionProvider load={() => createTestBackend()}>
          <RouterProvider router={router} />
        </SessionProvider>
      </LanguageProvider>,
    ),
  };
}
