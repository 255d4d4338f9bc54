import { details as stockMarket } from './stock-market.hi';
import { details as spokenEnglish } from './spoken-english.hi';
import { details as digitalMarketing } from './digital-marketing.hi';
import { details as webDevelopment } from './web-development.hi';
import { details as graphicDesign } from './graphic-design.hi';
import { details as computerBasics } from './computer-basics.hi';
import { details as spokenEnglishCourses } from './spoken-english-courses.hi';
import { details as personalityDevelopmentProgram } from './personality-development-program.hi';
import { details as socialMediaMarketing } from './social-media-marketing.hi';
import type { CourseDetailsTexts } from './texts.en';

export const texts: CourseDetailsTexts = {
  'stock-market': stockMarket,
  'spoken-english': spokenEnglish,
  'digital-marketing': digitalMarketing,
  'web-development': webDevelopment,
  'graphic-design': graphicDesign,
  'computer-basics': computerBasics,
  'spoken-english-courses': spokenEnglishCourses,
  'personality-development-program': personalityDevelopmentProgram,
  'social-media-marketing': socialMediaMarketing,
};
