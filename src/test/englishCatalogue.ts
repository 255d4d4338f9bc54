import { blogPosts } from '../catalogue/blog';
import { texts as blogWords, type BlogPostId } from '../catalogue/blog.texts.en';
import { coursesIn } from '../catalogue/courses';
import { texts as courseSummaries } from '../catalogue/courseTexts/summaries.texts.en';
import { texts as courseWords } from '../catalogue/courseTexts/texts.en';
import { ebooks, findEbook } from '../catalogue/ebooks';
import { inWords } from '../catalogue/ebookTexts/texts';
import { texts as ebookWords } from '../catalogue/ebookTexts/texts.en';
import type { BlogBlock, Ebook } from '../catalogue/types';
import { workFromHomeCourseIn } from '../catalogue/workFromHome';
import { workFromHomeModulesIn } from '../catalogue/workFromHomeCurriculum';
import { texts as landingTexts } from '../features/courses/landing.texts.en';

/*
 * The catalogue in English, as the English pages show it. The app builds them from the page's
 * words (src/catalogue/useCourses.ts), so a Hindi page never downloads the English ones.
 */
export const { catalogueCourses, fixedCourses, allCourses } = coursesIn(courseWords, courseSummaries);
/** The work-from-home course, with its curriculum as its landing page shows it. */
export const workFromHomeCourse = {
  ...workFromHomeCourseIn(courseWords, courseSummaries),
  modules: workFromHomeModulesIn(landingTexts.curriculum),
};
/** The heading of a course page for an id the catalogue does not have, as the specification words it. */
export const COURSE_NOT_FOUND = courseWords.notFound;
export { courseWords };

const articles = import.meta.glob<{ body: BlogBlock[] }>('../catalogue/blogArticles/*-*.ts', { eager: true });

/** The blog's posts as the English pages show them: facts, words and article together. */
export const englishBlogPosts = blogPosts.map((post) => ({
  ...post,
  ...blogWords.posts[post.id as BlogPostId],
  body: articles[`../catalogue/blogArticles/${post.id}.ts`]!.body,
}));

/** The eBooks as the English pages show them: facts and English words together. */
export const englishEbooks: readonly Ebook[] = ebooks.map((book) => inWords(book, ebookWords));

/** A book of the catalogue in English words, as findEbook finds its facts. */
export function findEnglishEbook(id: string | undefined): Ebook | undefined {
  const book = findEbook(id);
  return book && inWords(book, ebookWords);
}
export { ebookWords };
