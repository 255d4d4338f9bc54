import { defineTexts, type Texts } from '../../i18n/texts';
import type { CourseId } from '../courses';
import type { CourseDetailsTexts } from './texts.en';

/*
 * The words of the courses' own pages, a few courses to a module, so a course's page downloads
 * its own and its neighbours' only (all nine are 9 KB gzipped in a language). texts.en.ts and
 * texts.hi.ts join them for the check of both languages (src/i18n/texts.test.ts).
 */
type Details = Partial<CourseDetailsTexts>;

const catalogue = defineTexts<Details>({
  en: () => import('./catalogue.en').then((module) => ({ texts: module.catalogueDetails })),
  hi: () => import('./catalogue.hi').then((module) => ({ texts: module.catalogueDetails })),
});
const fixedA = defineTexts<Details>({
  en: () => import('./fixedA.en').then((module) => ({ texts: module.fixedDetailsA })),
  hi: () => import('./fixedA.hi').then((module) => ({ texts: module.fixedDetailsA })),
});
const fixedB = defineTexts<Details>({
  en: () => import('./fixedB.en').then((module) => ({ texts: module.fixedDetailsB })),
  hi: () => import('./fixedB.hi').then((module) => ({ texts: module.fixedDetailsB })),
});

const byCourse: Record<CourseId, Texts<Details>> = {
  'stock-market': catalogue,
  'spoken-english': catalogue,
  'digital-marketing': catalogue,
  'web-development': fixedA,
  'graphic-design': fixedA,
  'computer-basics': fixedA,
  'spoken-english-courses': fixedB,
  'personality-development-program': fixedB,
  'social-media-marketing': fixedB,
};

/** The words of a course's page, among those of the courses beside it; any course's when the id is no course's. */
export function courseDetailsTextsOf(courseId: string | undefined): Texts<CourseDetailsTexts> {
  // Own keys only: '/courses/constructor' must not find Object's constructor.
  const found = courseId && Object.hasOwn(byCourse, courseId) ? byCourse[courseId as CourseId] : catalogue;
  return found as Texts<CourseDetailsTexts>;
}
