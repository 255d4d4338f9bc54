import { texts as stockMarket } from './stock-market.texts.hi';
import { texts as spokenEnglish } from './spoken-english.texts.hi';
import { texts as digitalMarketing } from './digital-marketing.texts.hi';
import { texts as webDevelopment } from './web-development.texts.hi';
import { texts as graphicDesign } from './graphic-design.texts.hi';
import { texts as computerBasics } from './computer-basics.texts.hi';
import { texts as spokenEnglishCourses } from './spoken-english-courses.texts.hi';
import { texts as personalityDevelopmentProgram } from './personality-development-program.texts.hi';
import { texts as socialMediaMarketing } from './social-media-marketing.texts.hi';
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
