import type { CatalogueCourseId } from '../courses';
import { courseDetailsTexts } from './texts';

const byCourse = {
  'stock-market': courseDetailsTexts('stock-market', {
    en: () => import('./stock-market.texts.en'),
    hi: () => import('./stock-market.texts.hi'),
  }),
  'spoken-english': courseDetailsTexts('spoken-english', {
    en: () => import('./spoken-english.texts.en'),
    hi: () => import('./spoken-english.texts.hi'),
  }),
  'digital-marketing': courseDetailsTexts('digital-marketing', {
    en: () => import('./digital-marketing.texts.en'),
    hi: () => import('./digital-marketing.texts.hi'),
  }),
} satisfies Record<CatalogueCourseId, unknown>;

/**
 * The page words of a /courses/{courseId} course; the first course's when the id is no course's,
 * whose page says so.
 */
export function catalogueCourseDetailsTexts(courseId: string | undefined) {
  // Own keys only: '/courses/constructor' must not find Object's constructor.
  return courseId && Object.hasOwn(byCourse, courseId)
    ? byCourse[courseId as CatalogueCourseId]
    : byCourse['stock-market'];
}
