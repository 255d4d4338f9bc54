import { describe, expect, it } from 'vitest';
import { englishBlogPosts as posts } from '../test/englishCatalogue';
import { blogPosts, findBlogPost } from './blog';
import { texts as english } from './blog.texts.en';
import { texts as hindi } from './blog.texts.hi';

describe('blog catalogue', () => {
  it('has at least four complete posts with unique, URL-safe ids', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(4);
    const ids = blogPosts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const post of posts) {
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
    for (const block of posts.flatMap((post) => post.body)) {
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
    const post = posts.find((each) => each.id === 'stock-market-basics-for-beginners');
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

  it('gives every post and every tag a Hindi name, and the English ones its own', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const post of posts) {
      const words = hindi.posts[post.id as keyof typeof hindi.posts];
      expect(english.posts[post.id as keyof typeof english.posts]).toEqual({
        title: post.title,
        summary: post.summary,
      });
      expect(words.title).toMatch(devanagari);
      expect(words.summary).toMatch(devanagari);
      for (const tag of post.tags) expect(hindi.tags[tag as keyof typeof hindi.tags]).toBeTruthy();
    }
    expect(Object.keys(hindi.posts)).toEqual(Object.keys(english.posts));
    expect(Object.keys(hindi.tags)).toEqual(Object.keys(english.tags));
  });
});
