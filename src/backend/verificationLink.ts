import { paths } from '../config/paths';

/**
 * A verification link of this site, with the query Firebase's own links carry (`mode`, `oobCode`,
 * `continueUrl`), so the one page reads both backends' links.
 */
export function verificationLink(code: string, continuePath: string): string {
  const query = new URLSearchParams({ mode: 'verifyEmail', oobCode: code, continueUrl: continuePath });
  return `${paths.verifyEmail.href()}?${query.toString()}`;
}

/**
 * A path of this site to go on to after the link, from a `continueUrl` that may be a path or a full
 * address (Firebase's); anything that would lead elsewhere ('//host', '/\host', another origin) is
 * dropped for `fallback`.
 */
export function continuePathOf(continueUrl: string | null, origin: string, fallback: string): string {
  if (!continueUrl) return fallback;
  try {
    const url = new URL(continueUrl, origin);
    if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
