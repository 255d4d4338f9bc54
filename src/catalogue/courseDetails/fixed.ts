import type { FixedCourseKey } from '../courses';
import { courseDetailsTexts } from './texts';

/** The page words of each course with a route of its own, by its key in `paths`. */
export const fixedCourseDetailsTexts = {
  webDevelopment: courseDetailsTexts('web-development', {
    en: () => import('./web-development.texts.en'),
    hi: () => import('./web-development.texts.hi'),
  }),
  graphicDesign: courseDetailsTexts('graphic-design', {
    en: () => import('./graphic-design.texts.en'),
    hi: () => import('./graphic-design.texts.hi'),
  }),
  computerBasics: courseDetailsTexts('computer-basics', {
    en: () => import('./computer-basics.texts.en'),
    hi: () => import('./computer-basics.texts.hi'),
  }),
  spokenEnglishCourses: courseDetailsTexts('spoken-english-courses', {
    en: () => import('./spoken-english-courses.texts.en'),
    hi: () => import('./spoken-english-courses.texts.hi'),
  }),
  personalityDevelopment: courseDetailsTexts('personality-development-program', {
    en: () => import('./personality-development-program.texts.en'),
    hi: () => import('./personality-development-program.texts.hi'),
  }),
  socialMediaMarketing: courseDetailsTexts('social-media-marketing', {
    en: () => import('./social-media-marketing.texts.en'),
    hi: () => import('./social-media-marketing.texts.hi'),
  }),
} satisfies Record<FixedCourseKey, unknown>;
