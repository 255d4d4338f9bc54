import { paths } from '../config/paths';
import { addressIn, routeOf } from '../i18n/language';

/**
 * A verification link of this site, with the query Firebase's own links carry (`mode`, `oobCode`,
 * `continueUrl`), so the one page reads both backends' links. It opens the verification page in
 * the language of `continueAddress` (an address of this site: /hi/create-job-post is Hindi).
 */
export function verificationLink(code: string, continueAddress: string): string {
  const query = new URLSearchParams({ mode: 'verifyEmail', oobCode: code, continueUrl: continueAddress });
  return `${addressIn(routeOf(continueAddress).language, paths.verifyEmail.href())}?${query.toString()}`;
}

/**
 * The address of this site to go on to after the link (its path, query and fragment; under /hi in
 * Hindi), from a `continueUrl` that may be a path or a full address (Firebase's); anything that
 * would lead elsewhere ('//host', '/\host', another origin) is dropped for `fallback`.
 */
export function continueAddressOf(continueUrl: string | null, origin: string, fallback: string): string {
  if (!continueUrl) return fallback;
  try {
    const url = new URL(continueUrl, origin);
    if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
