import { use } from 'react';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/languageContext';
import { loadTexts, type Texts } from '../../i18n/texts';

type WordsOf<T extends readonly Texts<unknown>[]> = {
  [K in keyof T]: T[K] extends Texts<infer W> ? W : never;
};

/** One promise for each set of parts and language, so a component that renders again waits on the same one. */
const waiting = new Map<string, Promise<unknown>>();
const ids = new Map<Texts<unknown>, number>();

function keyOf(parts: readonly Texts<unknown>[], language: Language): string {
  const id = (part: Texts<unknown>) => ids.get(part) ?? ids.set(part, ids.size).size - 1;
  return `${language}:${parts.map(id).join(',')}`;
}

/**
 * Several parts' words in the page's language, waiting for all of them at once. A component that
 * calls useTexts for two parts can be given the first part's words for the second: React matches a
 * suspended component's `use()` calls by their order when it renders it again, and on that second
 * render the first part has arrived and no longer calls `use()`. One `use()` for all of them avoids it.
 */
export function useTextsTogether<const T extends readonly Texts<unknown>[]>(...parts: T): WordsOf<T> {
  const language = useLanguage();
  const arrived = parts.map((part) => part.loaded[language]);
  if (arrived.every((words) => words !== undefined)) return arrived as WordsOf<T>;
  const key = keyOf(parts, language);
  let all = waiting.get(key);
  if (!all) {
    all = Promise.all(parts.map((part) => loadTexts(part, language))).finally(() => waiting.delete(key));
    waiting.set(key, all);
  }
  return use(all) as WordsOf<T>;
}
