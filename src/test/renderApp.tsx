import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { App } from '../app/App';
import { SessionProvider } from '../app/session/session';
import type { Backend } from '../backend/types';
import { createTestBackend } from './backend';

/** The whole app — shell, route table, lazy pages — opened at `url`, on a fresh local backend by default. */
export function renderApp(url: string, { backend }: { backend?: Backend } = {}) {
  const current: { location?: Location } = {};
  function WhereAmI() {
    current.location = useLocation();
    return null;
  }
  const load = () => (backend ? Promise.resolve(backend) : createTestBackend());
  const result = render(
    <SessionProvider load={load}>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <WhereAmI />
      </MemoryRouter>
    </SessionProvider>,
  );
  return {
    user: userEvent.setup(),
    pathname: () => current.location?.pathname,
    location: () => current.location,
    ...result,
  };
}
