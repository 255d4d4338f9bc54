import { paths } from '../config/paths';

/** Pages only a signed-in user can see: search engines are asked to leave them alone. */
const privatePaths = [
  paths.profile,
  paths.library,
  paths.ebook,
  paths.payment,
  paths.confirmation,
  paths.workFromHomeCourse,
  paths.enroll,
  paths.createJobPost,
  paths.dataEntryWork,
  paths.dataEntryForm,
  paths.admin,
  paths.paymentApprovals,
  paths.earningsDashboard,
].map((path) => path.path.replace(/\/:.*$/, '/'));

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every prerendered public page at the site's address. */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled, the signed-in pages not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
