import type { Language } from './language';
import { useLanguage } from './languageContext';

/**
 * The words of one part of the site (a page, the header, a catalogue), in each language: a module
 * per language (texts.en.ts and texts.hi.ts beside the part that shows them), each loaded only
 * when a page in its language needs it, so a visitor downloads one language's words.
 * The Hindi module is typed by the English one's shape, so a text missing from either does not
 * compile; src/i18n/texts.test.ts also compares their contents.
 */
export interface Texts<T> {
  readonly load: Record<Language, () => Promise<{ texts: T }>>;
  /** What has arrived, by language: read synchronously, so a prerendered page hydrates as it was. */
  readonly loaded: Partial<Record<Language, T>>;
  readonly loading: Partial<Record<Language, Promise<T>>>;
}

const defined: Texts<unknown>[] = [];

/** The parts a render read, while the prerender records them (recordTextsRead). */
let recording: Set<Texts<unknown>> | null = null;

/**
 * The parts whose words `render` read, for the prerender to name their chunks in the page, so they
 * come with its code. Renders are recorded one at a time.
 */
export async function recordTextsRead<R>(render: () => Promise<R>): Promise<[R, Texts<unknown>[]]> {
  const read = new Set<Texts<unknown>>();
  recording = read;
  try {
    return [await render(), [...read]];
  } finally {
    recording = null;
  }
}

/** Marks a part as read by the render being recorded: for hooks that read parts themselves. */
export function noteTextsRead(texts: Texts<unknown>): void {
  recording?.add(texts);
}

export function defineTexts<T>(load: Texts<T>['load']): Texts<T> {
  const texts: Texts<T> = { load, loaded: {}, loading: {} };
  defined.push(texts as Texts<unknown>);
  return texts;
}

/** Loads every part's words defined so far in a language: what the tests render with. */
export function loadAllTexts(language: Language): Promise<unknown[]> {
  return Promise.all(defined.map((texts) => loadTexts(texts, language)));
}

/** Fetches a part's words in a language once; every later call gets the same promise. */
export function loadTexts<T>(texts: Texts<T>, language: Language): Promise<T> {
  return (texts.loading[language] ??= texts.load[language]().then(
    (module) => (texts.loaded[language] = module.texts),
    (error: unknown) => {
      // A failed download is tried again on the next render (RouteErrorBoundary offers a reload).
      delete texts.loading[language];
      throw error;
    },
  ));
}

/**
 * A part's words in the page's language. The first render waits for them as for a lazy page
 * (Suspense, which renders it again once they have arrived); every later render has them at once.
 * Not React's `use`: it matches a component's calls by their order across renders, so a part that
 * had arrived and one that had not could swap words, and a test would have to await every render.
 */
export function useTexts<T>(texts: Texts<T>): T {
  const language = useLanguage();
  noteTextsRead(texts as Texts<unknown>);
  const arrived = texts.loaded[language];
  if (arrived) return arrived;
  throw loadTexts(texts, language);
}
