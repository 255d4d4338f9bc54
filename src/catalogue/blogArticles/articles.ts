import { defineTexts, type Texts } from '../../i18n/texts';
import type { BlogPostId } from '../blog.texts.en';
import type { BlogBlock } from '../types';

/*
 * Each article in a module of its own, fetched like a page's words (src/i18n/texts.ts), so a post's
 * page downloads its own article only and the prerender names it in the page. The articles are in
 * English in every language of the site: both languages load the same module.
 */
const article = (load: () => Promise<{ body: BlogBlock[] }>): Texts<BlogBlock[]> => {
  const texts = () => load().then(({ body }) => ({ texts: body }));
  return defineTexts<BlogBlock[]>({ en: texts, hi: texts });
};

const articles: Record<BlogPostId, Texts<BlogBlock[]>> = {
  'spot-fake-work-from-home-jobs': article(() => import('./spot-fake-work-from-home-jobs')),
  'pay-safely-by-upi-and-find-your-utr': article(() => import('./pay-safely-by-upi-and-find-your-utr')),
  'digital-marketing-careers-in-india': article(() => import('./digital-marketing-careers-in-india')),
  'improve-spoken-english-in-30-days': article(() => import('./improve-spoken-english-in-30-days')),
  'stock-market-basics-for-beginners': article(() => import('./stock-market-basics-for-beginners')),
};

/** The article of a post: `useTexts(articleOf(post.id))`. */
export const articleOf = (id: BlogPostId) => articles[id];
