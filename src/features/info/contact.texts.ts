import { defineTexts } from '../../i18n/texts';
import type { ContactTexts } from './contact.texts.en';

/** The words of the contact page, its form's errors and the message it writes for us. */
export const contactTexts = defineTexts<ContactTexts>({
  en: () => import('./contact.texts.en'),
  hi: () => import('./contact.texts.hi'),
});
