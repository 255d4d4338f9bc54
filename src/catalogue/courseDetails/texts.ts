import { defineTexts, type Texts } from '../../i18n/texts';
import type { CourseId } from '../courses';
import type { CourseDetailsTexts } from './texts.en';

/*
 * The words of each course's own page, a module per course, so a course's page downloads its own
 * only. texts.en.ts and texts.hi.ts join them for the check of both languages (src/i18n/texts.test.ts).
 */
type Details = Partial<CourseDetailsTexts>;

const byCourse: Record<CourseId, Texts<Details>> = {
  'stock-market': defineTexts<Details>({
    en: () => import('./stock-market.en').then(({ details }) => ({ texts: { 'stock-market': details } })),
    hi: () => import('./stock-market.hi').then(({ details }) => ({ texts: { 'stock-market': details } })),
  }),
  'spoken-english': defineTexts<Details>({
    en: () => import('./spoken-english.en').then(({ details }) => ({ texts: { 'spoken-english': details } })),
    hi: () => import('./spoken-english.hi').then(({ details }) => ({ texts: { 'spoken-english': details } })),
  }),
  'digital-marketing': defineTexts<Details>({
    en: () =>
      import('./digital-marketing.en').then(({ details }) => ({ texts: { 'digital-marketing': details } })),
    hi: () =>
      import('./digital-marketing.hi').then(({ details }) => ({ texts: { 'digital-marketing': details } })),
  }),
  'web-development': defineTexts<Details>({
    en: () =>
      import('./web-development.en').then(({ details }) => ({ texts: { 'web-development': details } })),
    hi: () =>
      import('./web-development.hi').then(({ details }) => ({ texts: { 'web-development': details } })),
  }),
  'graphic-design': defineTexts<Details>({
    en: () => import('./graphic-design.en').then(({ details }) => ({ texts: { 'graphic-design': details } })),
    hi: () => import('./graphic-design.hi').then(({ details }) => ({ texts: { 'graphic-design': details } })),
  }),
  'computer-basics': defineTexts<Details>({
    en: () =>
      import('./computer-basics.en').then(({ details }) => ({ texts: { 'computer-basics': details } })),
    hi: () =>
      import('./computer-basics.hi').then(({ details }) => ({ texts: { 'computer-basics': details } })),
  }),
  'spoken-english-courses': defineTexts<Details>({
    en: () =>
      import('./spoken-english-courses.en').then(({ details }) => ({
        texts: { 'spoken-english-courses': details },
      })),
    hi: () =>
      import('./spoken-english-courses.hi').then(({ details }) => ({
        texts: { 'spoken-english-courses': details },
      })),
  }),
  'personality-development-program': defineTexts<Details>({
    en: () =>
      import('./personality-development-program.en').then(({ details }) => ({
        texts: { 'personality-development-program': details },
      })),
    hi: () =>
      import('./personality-development-program.hi').then(({ details }) => ({
        texts: { 'personality-development-program': details },
      })),
  }),
  'social-media-marketing': defineTexts<Details>({
    en: () =>
      import('./social-media-marketing.en').then(({ details }) => ({
        texts: { 'social-media-marketing': details },
      })),
    hi: () =>
      import('./social-media-marketing.hi').then(({ details }) => ({
        texts: { 'social-media-marketing': details },
      })),
  }),
};

/**
 * The words of a course's page, keyed by its id as every course's are (a page reads its own);
 * the first course's when the id is no course's, whose page says so.
 */
export function courseDetailsTextsOf(courseId: string | undefined): Texts<CourseDetailsTexts> {
  // Own keys only: '/courses/constructor' must not find Object's constructor.
  const found =
    courseId && Object.hasOwn(byCourse, courseId) ? byCourse[courseId as CourseId] : byCourse['stock-market'];
  return found as Texts<CourseDetailsTexts>;
}
