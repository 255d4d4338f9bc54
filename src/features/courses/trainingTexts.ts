import { defineTexts } from '../../i18n/texts';
import type { TrainingTexts } from './training.texts.en';

/** The training page's words: a module of its own, so the course pages do not fetch them. */
export const trainingTexts = defineTexts<TrainingTexts>({
  en: () => import('./training.texts.en'),
  hi: () => import('./training.texts.hi'),
});
