import { useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { useSession } from '../session/session';
import { preloadPage } from './lazyPage';
import { RootLayout } from './RootLayout';
import { routes } from './routes';

/** The whole app under a router; main.tsx and the tests choose which router. */
export function App() {
  const location = useLocation();
  const { connect } = useSession();
  // A guarded page needs its guard's code, the backend and its own code. Asked for here, above the
  // page's Suspense, they arrive together: left to the render, each waits for the one before it
  // (the guard asks for the backend once its code has run, and renders the page once signed in).
  useEffect(() => {
    const matches = matchRoutes(routes, location) ?? [];
    if (matches.some(({ route }) => route.children)) connect().catch(() => undefined);
    for (const { route } of matches) preloadPage(route.element);
  }, [connect, location]);
  return <RootLayout>{useRoutes(routes)}</RootLayout>;
}
