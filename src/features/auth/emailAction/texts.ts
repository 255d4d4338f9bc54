import { defineTexts } from '../../../i18n/texts';
import type { EmailActionTexts } from './texts.en';

/**
 * The words of the page an e-mail's link opens, for every link but the address verification's
 * (src/components/verification.texts.ts, which the ad form's notice shares).
 */
export const emailActionTexts = defineTexts<EmailActionTexts>({
  en: () => import('./texts.en'),
  hi: () => import('./texts.hi'),
});
