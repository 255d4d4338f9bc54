import type { BlogPostId, BlogTag } from './blog.texts.en';
import type { BlogPost } from './types';

/**
 * A post's facts. Its title, summary and tag names, in each language, are in ./blog.texts.*; its
 * article in ./blogArticles, one module each, so the listing downloads none and a post its own.
 */
type PostFacts = BlogPost & { id: BlogPostId; tags: BlogTag[] };

/**
 * The built-in articles of /blog. Written for first-time learners: plain words,
 * Indian context, and nothing that reads as investment advice. They are in English in both
 * languages: a Hindi page gives their title and summary in Hindi and says the article is in English.
 */
const facts: PostFacts[] = [
  {
    id: 'spot-fake-work-from-home-jobs',
    author: 'Priya Sharma',
    publishedOn: '2026-11-10',
    readingMinutes: 6,
    tags: ['Work from home', 'Safety', 'Data entry'],
  },
  {
    id: 'pay-safely-by-upi-and-find-your-utr',
    author: 'Rahul Verma',
    publishedOn: '2026-10-24',
    readingMinutes: 5,
    tags: ['UPI', 'Payments', 'eBooks'],
  },
  {
    id: 'digital-marketing-careers-in-india',
    author: 'Vikram Malhotra',
    publishedOn: '2026-09-15',
    readingMinutes: 7,
    tags: ['Digital marketing', 'Careers'],
  },
  {
    id: 'improve-spoken-english-in-30-days',
    author: 'Ananya Mukherjee',
    publishedOn: '2026-08-05',
    readingMinutes: 6,
    tags: ['Spoken English', 'Self-study'],
  },
  {
    id: 'stock-market-basics-for-beginners',
    author: 'Rajesh Iyer',
    publishedOn: '2026-07-12',
    readingMinutes: 7,
    tags: ['Stock market', 'Beginners', 'Education'],
  },
];

const byNewestFirst = (a: BlogPost, b: BlogPost) => b.publishedOn.localeCompare(a.publishedOn);

/** Newest first, as the blog lists them. */
export const blogPosts: readonly BlogPost[] = [...facts].sort(byNewestFirst);

/** The post with this id, or undefined; a plain array search, so 'constructor' and friends find nothing. */
export function findBlogPost(id: string | undefined): BlogPost | undefined {
  return id === undefined ? undefined : blogPosts.find((post) => post.id === id);
}
