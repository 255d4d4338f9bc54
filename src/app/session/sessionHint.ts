/**
 * What the header needs to greet a returning user before any backend code loads: their initial.
 * A hint only; the guards always ask the backend.
 */
const HINT_KEY = 'learn-and-earn.session-hint';

export interface SessionHint {
  /** Name or e-mail, for the avatar's letter. */
  name: string;
}

export function readSessionHint(): SessionHint | null {
  try {
    const text = window.localStorage.getItem(HINT_KEY);
    const hint = text ? (JSON.parse(text) as SessionHint) : null;
    return hint && typeof hint.name === 'string' ? hint : null;
  } catch {
    return null;
  }
}

export function writeSessionHint(hint: SessionHint | null): void {
  try {
    if (hint) window.localStorage.setItem(HINT_KEY, JSON.stringify(hint));
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Private browsing may refuse storage; the hint is only a nicety.
  }
}
