import { catalogueDetails } from './catalogue.hi';
import { fixedDetailsA } from './fixedA.hi';
import { fixedDetailsB } from './fixedB.hi';
import type { CourseDetailsTexts } from './texts.en';

export const texts: CourseDetailsTexts = { ...catalogueDetails, ...fixedDetailsA, ...fixedDetailsB };
