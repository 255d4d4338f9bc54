import { defineTexts, type Texts } from '../../i18n/texts';
import type { Language } from '../../i18n/language';
import type { CourseId } from '../courses';
import type { CourseDetails } from '../types';
import type { CourseDetailsTexts } from './texts.en';

/*
 * The words of each course's own page, a module per course and language, so a course's page
 * downloads its own only; the catalogue's courses (./catalogue.ts) and the fixed course pages
 * (./fixed.ts) each list their own, so neither page carries the other's loaders. texts.en.ts and
 * texts.hi.ts join them for the check of both languages (src/i18n/texts.test.ts).
 */

/** One course's page words, keyed by its id as every course's are (a page reads its own). */
export function courseDetailsTexts(
  id: CourseId,
  load: Record<Language, () => Promise<{ texts: CourseDetails }>>,
): Texts<CourseDetailsTexts> {
  const inLanguage = (language: Language) => () =>
    load[language]().then(({ texts }) => ({ texts: { [id]: texts } as CourseDetailsTexts }));
  return defineTexts<CourseDetailsTexts>({ en: inLanguage('en'), hi: inLanguage('hi') });
}
