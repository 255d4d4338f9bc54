import { useLocation } from 'react-router-dom';
import { site } from '../config/site';
import { addressIn, HINDI_OFFERED, LANGUAGES, languageTags } from '../i18n/language';
import { useLanguage } from '../i18n/languageContext';

interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Open Graph type: a blog post is an article, every other page a website. */
  type?: 'website' | 'article';
  /**
   * Whether the page names its address (canonical, og:url). A shell that stands for many addresses
   * (one ad's page before the ad has loaded) does not: it has to be the same markup for every one.
   */
  withUrl?: boolean;
}

/**
 * The document title, description and link-preview (Open Graph) tags of a page. React 19 hoists
 * these into <head>, on the client and in the prerendered HTML, so a search engine or a WhatsApp
 * preview reads them without running any script.
 */
export function PageMeta({ title, description, type = 'website', withUrl = true }: PageMetaProps) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const fullTitle = `${title} | ${site.name}`;
  const url = site.url + addressIn(language, pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {withUrl && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {withUrl && <meta property="og:url" content={url} />}
      {withUrl &&
        HINDI_OFFERED &&
        LANGUAGES.map((each) => (
          <link
            key={each}
            rel="alternate"
            hrefLang={languageTags[each].lang}
            href={site.url + addressIn(each, pathname)}
          />
        ))}
      {withUrl && HINDI_OFFERED && (
        <link rel="alternate" hrefLang="x-default" href={site.url + addressIn('en', pathname)} />
      )}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={languageTags[language].ogLocale} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
