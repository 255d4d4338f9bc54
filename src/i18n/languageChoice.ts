import type { Language } from './language';

const KEY = 'language';

/** The language the visitor chose on this device with the switch; null before they chose one. */
export function chosenLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'en' || value === 'hi' ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode): the choice holds for this page's links only.
  }
}
