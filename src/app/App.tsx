import { useRoutes } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { routes } from './routes';

/** The whole app under a router; main.tsx and the tests choose which router. */
export function App() {
  return <RootLayout>{useRoutes(routes)}</RootLayout>;
}
