// The server bundle the build renders public pages with (see scripts/prerender.ts).
export { renderPage, renderPageWithTexts } from './renderPage';
export { prerenderedPagePaths, publicPagePaths } from './publicPages';
export { pageExportsAt } from './pageExports';
export { robotsTxt, sitemapXml } from './sitemap';
export { addressIn, languageOfPath, languageTags } from '../i18n/language';
import { site } from '../config/site';
export const siteUrl = site.url;
