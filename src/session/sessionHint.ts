/**
 * What the header needs to greet a returning user before any backend code loads: their initial.
 * A hint only; the guards always ask the backend.
 */
const HINT_KEY = 'learn-and-earn.session-hint';

export interface SessionHint {
  /** Name or e-mail, for the avatar's letter. */
  name: string;
}

const listeners = new Set<() => void>();
let cached: { text: string | null; hint: SessionHint | null } = { text: null, hint: null };

function parse(text: string | null): SessionHint | null {
  try {
    const hint = text ? (JSON.parse(text) as SessionHint) : null;
    return hint && typeof hint.name === 'string' ? hint : null;
  } catch {
    return null;
  }
}

/** The stored hint; the same object while the stored text is unchanged, as useSyncExternalStore needs. */
export function readSessionHint(): SessionHint | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(HINT_KEY);
  } catch {
    return null;
  }
  if (text !== cached.text) cached = { text, hint: parse(text) };
  return cached.hint;
}

export function writeSessionHint(hint: SessionHint | null): void {
  try {
    if (hint) window.localStorage.setItem(HINT_KEY, JSON.stringify(hint));
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Private browsing may refuse storage; the hint is only a nicety.
  }
  listeners.forEach((listener) => listener());
}

/** Told of every change to the hint, in this tab or another. */
export function subscribeSessionHint(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HINT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What a page prerendered at build time was rendered with: nobody signed in. */
export const noSessionHint = (): SessionHint | null => null;
