import { blogPosts } from '../catalog/blog';
import { catalogueCourses, fixedCourses } from '../catalog/courses';
import { paths } from '../config/paths';

/**
 * Every public page with content of its own: what the build prerenders and what the sitemap lists.
 * Sign-in pages and guarded pages stay client-rendered; `/` redirects to /home.
 */
export function publicPagePaths(): string[] {
  return [
    paths.home.href(),
    paths.about.href(),
    paths.courses.href(),
    ...Object.keys(catalogueCourses).map((id) => paths.course.href(id)),
    ...Object.values(fixedCourses).map((course) => course.href),
    paths.training.href(),
    paths.blog.href(),
    ...blogPosts.map((post) => paths.blogPost.href(post.id)),
    paths.contact.href(),
    paths.faq.href(),
    paths.privacyPolicy.href(),
    paths.terms.href(),
    paths.disclaimer.href(),
  ];
}
