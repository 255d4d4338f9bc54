import { catalogueDetails } from './catalogue.en';
import { fixedDetailsA } from './fixedA.en';
import { fixedDetailsB } from './fixedB.en';

/** The rest of each course's own page (overview, syllabus, benefits, mentor), by course id. */
export const texts = { ...catalogueDetails, ...fixedDetailsA, ...fixedDetailsB };

export type CourseDetailsTexts = typeof texts;
