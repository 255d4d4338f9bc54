import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../i18n/language';
import { rememberLanguage } from '../../i18n/languageChoice';
import { useLanguage } from '../../i18n/languageContext';
import { samePageIn } from './samePage';

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
  const location = useLocation();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const { name, label, lang } = offered[other];
  const href = samePageIn(other, location);
  // The prerendered link knows the page's own address only, not what the browser's adds: a query, a
  // fragment, or the ad of the shell served for every /ads/{id}. React keeps a hydrated attribute
  // as the markup had it, so the address in the bar is written into the link once it has hydrated.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.setAttribute('href', href), [href]);
  return (
    <a
      ref={link}
      suppressHydrationWarning
      className="language-switch"
      href={href}
      hrefLang={lang}
      lang={lang}
      aria-label={label}
      onClick={() => rememberLanguage(other)}
    >
      {name}
    </a>
  );
}
