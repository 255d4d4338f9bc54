import { blogPosts } from '../catalogue/blog';
import { courseNamesIn } from '../catalogue/courses';
import { texts as courseWords } from '../catalogue/courseTexts/texts.en';
import { paths } from '../config/paths';
import { addressIn, HINDI_OFFERED, LANGUAGES } from '../i18n/language';

/** Each page at its address in every language the site offers (src/i18n/language.ts). */
export function inEveryLanguage(pagePaths: readonly string[]): string[] {
  const offered = HINDI_OFFERED ? LANGUAGES : (['en'] as const);
  return offered.flatMap((language) => pagePaths.map((path) => addressIn(language, path)));
}

/**
 * Every public page with content of its own: what the sitemap lists. The build prerenders them all.
 * Guarded pages stay client-rendered; `/` redirects to /home.
 */
export function publicPagePaths(): string[] {
  return inEveryLanguage(publicPagesInEnglish());
}

function publicPagesInEnglish(): string[] {
  const { catalogueCourses, fixedCourses } = courseNamesIn(courseWords);
  return [
    paths.home.href(),
    paths.about.href(),
    paths.courses.href(),
    ...Object.keys(catalogueCourses).map((id) => paths.course.href(id)),
    ...Object.values(fixedCourses).map((course) => course.href),
    paths.training.href(),
    paths.blog.href(),
    ...blogPosts.map((post) => paths.blogPost.href(post.id)),
    // The listing's shell and filters; the ads themselves arrive after the first paint.
    paths.ads.href(),
    paths.contact.href(),
    paths.faq.href(),
    paths.privacyPolicy.href(),
    paths.terms.href(),
    paths.disclaimer.href(),
  ];
}

/**
 * The sign-in pages: prerendered with the signed-out form, which is what they show until the
 * backend says who is there, so they paint before any script runs. Not in the sitemap: a form has
 * nothing for a search engine to index, and every page already links to them.
 */
export function signInPagePaths(): string[] {
  return inEveryLanguage([paths.login.href(), paths.signup.href()]);
}

/**
 * The shell of every ad's page, /ads/{id}: the header, the footer and 'Loading the ad…', the same
 * for every ad, which the browser then loads. Written once, to `ads/ad.html`; the hosting serves it
 * for every /ads/{id} (firebase.json's rewrites, and the preview server in scripts/prerender.ts).
 * Not in the sitemap: the ads come and go, and the listing links to them.
 */
export const adShellPath = paths.ad.href('ad');

/** Every page the build prerenders into `<path>.html`. */
export function prerenderedPagePaths(): string[] {
  return [...publicPagePaths(), ...signInPagePaths(), ...inEveryLanguage([adShellPath])];
}
