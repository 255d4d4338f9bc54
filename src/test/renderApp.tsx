import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { App } from '../app/App';

/** The whole app — shell, route table, lazy pages — opened at `url`. */
export function renderApp(url: string) {
  const current: { location?: Location } = {};
  function WhereAmI() {
    current.location = useLocation();
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <WhereAmI />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), pathname: () => current.location?.pathname, ...result };
}
