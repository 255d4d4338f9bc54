import { texts as stockMarket } from './stock-market.texts.en';
import { texts as spokenEnglish } from './spoken-english.texts.en';
import { texts as digitalMarketing } from './digital-marketing.texts.en';
import { texts as webDevelopment } from './web-development.texts.en';
import { texts as graphicDesign } from './graphic-design.texts.en';
import { texts as computerBasics } from './computer-basics.texts.en';
import { texts as spokenEnglishCourses } from './spoken-english-courses.texts.en';
import { texts as personalityDevelopmentProgram } from './personality-development-program.texts.en';
import { texts as socialMediaMarketing } from './social-media-marketing.texts.en';

/** The rest of each course's own page (overview, syllabus, benefits, mentor), by course id: a module each (./texts.ts). */
export const texts = {
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

export type CourseDetailsTexts = typeof texts;
