import { defineTexts } from '../i18n/texts';
import type { StandInTexts } from './standIn.texts.en';

/** Not found, access denied, coming soon and the guards' checks: `useTexts(standInTexts)`. */
export const standInTexts = defineTexts<StandInTexts>({
  en: () => import('./standIn.texts.en'),
  hi: () => import('./standIn.texts.hi'),
});
