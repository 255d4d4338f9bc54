import { useLocation } from 'react-router-dom';
import { addressIn, type Language } from '../../i18n/language';
import { rememberLanguage } from '../../i18n/languageChoice';
import { useLanguage } from '../../i18n/languageContext';

/** Each language's switch, written in that language, so a reader of it recognises it. */
const offered: Record<Language, { name: string; label: string; lang: string }> = {
  en: { name: 'English', label: 'Read this page in English', lang: 'en' },
  hi: { name: 'हिन्दी', label: 'यह पेज हिन्दी में पढ़ें', lang: 'hi' },
};

/**
 * The same page in the other language: a link to its own address (src/i18n/language.ts), which
 * loads that language's page, and the choice is remembered on this device.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const { name, label, lang } = offered[other];
  return (
    <a
      className="language-switch"
      href={addressIn(other, pathname) + search + hash}
      hrefLang={lang}
      lang={lang}
      aria-label={label}
      onClick={() => rememberLanguage(other)}
    >
      {name}
    </a>
  );
}
