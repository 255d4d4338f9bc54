import { describe, expect, it } from 'vitest';
import { blogPosts, findBlogPost } from './blog';

describe('blog catalogue', () => {
  it('has at least four complete posts with unique, URL-safe ids', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(4);
    const ids = blogPosts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const post of blogPosts) {
      expect(post.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.title.trim()).not.toBe('');
      expect(post.summary.trim()).not.toBe('');
      expect(post.author.trim()).not.toBe('');
      expect(post.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(new Date(post.publishedOn).getTime())).toBe(false);
      expect(post.readingMinutes).toBeGreaterThan(0);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.body.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('has no empty blocks', () => {
    for (const block of blogPosts.flatMap((post) => post.body)) {
      if (block.kind === 'list') {
        expect(block.items.length).toBeGreaterThan(0);
        for (const item of block.items) expect(item.trim()).not.toBe('');
      } else {
        expect(block.text.trim()).not.toBe('');
      }
    }
  });

  it('lists the newest post first', () => {
    const dates = blogPosts.map((post) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('says the stock market post is education, not advice from a SEBI registered advisor', () => {
    const post = findBlogPost('stock-market-basics-for-beginners');
    const text = post?.body
      .map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text))
      .join(' ');
    expect(text).toMatch(/not a SEBI registered investment advisor/);
    expect(text).toMatch(/not investment advice/);
  });

  it('finds a post by id and nothing for unknown ids or prototype keys', () => {
    const first = blogPosts[0];
    expect(first).toBeDefined();
    expect(findBlogPost(first!.id)).toBe(first);
    for (const id of [
      'no-such-post',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      '',
      undefined,
    ]) {
      expect(findBlogPost(id)).toBeUndefined();
    }
  });
});
