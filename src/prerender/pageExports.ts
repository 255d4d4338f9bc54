import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { lazyPageExports } from '../app/lazyPage';
import { routes } from '../app/routes';
import { basenameOf, languageOfPath } from '../i18n/language';

/**
 * The named exports of the lazily loaded pages (and layouts) the route table renders at `url`:
 * with the server build's chunks, they tell which modules a prerendered page loads before it is
 * interactive. Only the server build records them.
 */
export function pageExportsAt(url: string): string[] {
  return (matchRoutes(routes, url, basenameOf(languageOfPath(url))) ?? []).flatMap(({ route }) => {
    const name = isValidElement(route.element)
      ? lazyPageExports.get(route.element.type as object)
      : undefined;
    return name ? [name] : [];
  });
}
