import { useLanguage } from './languageContext';
import { loadTexts, noteTextsRead, type Texts } from './texts';

type WordsOf<T extends readonly Texts<unknown>[]> = {
  [K in keyof T]: T[K] extends Texts<infer W> ? W : never;
};

/**
 * Several parts' words in the page's language, fetched side by side: one useTexts after another
 * would wait for each before asking for the next.
 */
export function useTextsTogether<const T extends readonly Texts<unknown>[]>(...parts: T): WordsOf<T> {
  const language = useLanguage();
  parts.forEach(noteTextsRead);
  const arrived = parts.map((part) => part.loaded[language]);
  if (arrived.every((words) => words !== undefined)) return arrived as WordsOf<T>;
  throw Promise.all(parts.map((part) => loadTexts(part, language)));
}
