/**
 * The site's two languages. The language is part of the address: a page in Hindi lives under
 * /hi (/hi/courses), so each language's page can be prerendered, linked and shared on its own.
 * Everything else keeps the English address; the router runs with /hi as its basename in Hindi,
 * so the route table and every link stay the same in both.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

const HINDI_BASE = '/hi';

/**
 * Whether the Hindi site is offered: the switch in the header, the /hi pages prerendered and in
 * the sitemap. Off until every page a visitor meets has its Hindi words, so no one who chose Hindi
 * lands on an English page.
 */
export const HINDI_OFFERED = true;

/** The language an address is in. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_BASE || pathname.startsWith(`${HINDI_BASE}/`) ? 'hi' : 'en';
}

/** The router's basename for a language: none in English. */
export function basenameOf(language: Language): string | undefined {
  return language === 'hi' ? HINDI_BASE : undefined;
}

/** The address of a route path (as src/config/paths.ts builds it) in a language. */
export function addressIn(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? HINDI_BASE : HINDI_BASE + path;
}

/**
 * What an address of this site (a path, with any query and fragment) names: its language, and the
 * route path in it, as addressIn takes it and as the router of that language links to it
 * (/hi/create-job-post?x=1 is the Hindi /create-job-post?x=1).
 */
export function routeOf(address: string): { language: Language; path: string } {
  const end = address.search(/[?#]/);
  const pathname = end === -1 ? address : address.slice(0, end);
  const rest = end === -1 ? '' : address.slice(end);
  const language = languageOfPath(pathname);
  const path = language === 'hi' ? pathname.slice(HINDI_BASE.length) || '/' : pathname;
  return { language, path: path + rest };
}

/** The value of <html lang> and hreflang, and the Open Graph locale, of each language. */
export const languageTags: Record<Language, { lang: string; ogLocale: string }> = {
  en: { lang: 'en-IN', ogLocale: 'en_IN' },
  hi: { lang: 'hi-IN', ogLocale: 'hi_IN' },
};
