import { defineTexts } from '../../i18n/texts';
import type { WorkTexts } from './texts.en';

/** The words of the worker's work page, form and statement of earnings. */
export const workTexts = defineTexts<WorkTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
