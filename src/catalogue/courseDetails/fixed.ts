import type { FixedCourseKey } from '../courses';
import { courseDetailsTexts } from './texts';

/** The page words of each course with a route of its own, by its key in `paths`. */
export const fixedCourseDetailsTexts = {
  webDevelopment: courseDetailsTexts('web-development', {
    en: () => import('./web-development.en'),
    hi: () => import('./web-development.hi'),
  }),
  graphicDesign: courseDetailsTexts('graphic-design', {
    en: () => import('./graphic-design.en'),
    hi: () => import('./graphic-design.hi'),
  }),
  computerBasics: courseDetailsTexts('computer-basics', {
    en: () => import('./computer-basics.en'),
    hi: () => import('./computer-basics.hi'),
  }),
  spokenEnglishCourses: courseDetailsTexts('spoken-english-courses', {
    en: () => import('./spoken-english-courses.en'),
    hi: () => import('./spoken-english-courses.hi'),
  }),
  personalityDevelopment: courseDetailsTexts('personality-development-program', {
    en: () => import('./personality-development-program.en'),
    hi: () => import('./personality-development-program.hi'),
  }),
  socialMediaMarketing: courseDetailsTexts('social-media-marketing', {
    en: () => import('./social-media-marketing.en'),
    hi: () => import('./social-media-marketing.hi'),
  }),
} satisfies Record<FixedCourseKey, unknown>;
