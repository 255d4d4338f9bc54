import type { Location } from 'react-router-dom';
import { paths } from '../../config/paths';
import { addressIn, type Language } from '../../i18n/language';
import { siteAddress } from '../../lib/siteAddress';

/**
 * The page the router is at (a route path, with its query and fragment) in `language`: where the
 * language switch links to and where the profile's language takes the reader. An address that could
 * lead off the site (src/lib/siteAddress.ts) gives that language's home page instead.
 */
export function samePageIn(
  language: Language,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  return addressIn(language, siteAddress(`${pathname}${search}${hash}`, paths.home.href()));
}
