import { routeOf } from '../i18n/language';

/** Outside a browser (the prerender) only paths are read, and no full address is of this origin. */
const NO_ORIGIN = 'https://site.invalid';

// eslint-disable-next-line no-control-regex -- what browsers drop from an address, or stop at
const CONTROL = /[\u0000-\u001f\u007f]/g;

const currentOrigin = () => (typeof window === 'undefined' ? NO_ORIGIN : window.location.origin);

/**
 * The address of this site that `address` names (its path, query and fragment, under /hi in
 * Hindi), or `fallback` when it could lead anywhere else. Every address taken from the URL goes
 * through it before it is linked to or followed: the language switch, the language kept on the
 * profile, the verification page's continue address, the sign-in return path.
 *
 * `address` is a path or a full address of `origin` (Firebase's continueUrl is one). Browsers read
 * more of them as another site's than a glance shows: `//host` and `/\host` name a host, tabs and
 * newlines are dropped wherever they are (`/\t/host` is `//host`), `..` climbs out of `/hi`
 * (`/hi/..//host`), and stripping `/hi` off `/hi//host` leaves `//host`. A path that reads so at any
 * depth of percent-decoding (`/%2F%2Fhost`, `/%252F%252Fhost`, `/%5Chost`) is refused too, since a
 * router or a later step may decode it. An honest address is given back exactly as it came.
 */
export function siteAddress(
  address: string | null | undefined,
  fallback: string,
  origin: string = currentOrigin(),
): string {
  // Control characters: browsers drop some and stop at others, and no address of ours has one.
  if (!address || address.search(CONTROL) !== -1) return fallback;
  let candidate = address;
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) {
    const url = parsed(address);
    if (!url || url.origin !== origin) return fallback;
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }
  if (!candidate.startsWith('/')) return fallback;
  const url = parsed(candidate, origin);
  if (!url || url.origin !== origin) return fallback;
  return leadsAway(pathOf(candidate)) || leadsAway(url.pathname) ? fallback : candidate;
}

function parsed(address: string, base?: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

const pathOf = (address: string) => address.split(/[?#]/, 1)[0]!;

/**
 * Whether a path, or the route path in it once `/hi` is taken off, names a host (starts with two
 * slashes or backslashes, control characters dropped), at any depth of percent-decoding, or
 * resolves its dot segments to one that does.
 */
function leadsAway(path: string): boolean {
  for (let layer = path, previous = ''; layer !== previous; previous = layer, layer = decodedOnce(layer)) {
    const resolved = parsed(layer, NO_ORIGIN);
    if (resolved?.origin !== NO_ORIGIN) return true;
    const forms = [layer, resolved.pathname];
    if (forms.some((form) => namesHost(form) || namesHost(routeOf(form).path))) return true;
  }
  return false;
}

const namesHost = (path: string) => /^[/\\][/\\]/.test(path.replace(CONTROL, ''));

/** Each %XX replaced by its byte, one layer at a time; a stray % stays, and so does the rest. */
const decodedOnce = (path: string) =>
  path.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
