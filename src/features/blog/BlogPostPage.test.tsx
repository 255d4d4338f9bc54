import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { englishBlogPosts as blogPosts } from '../../test/englishCatalogue';
import { renderWithRouter } from '../../test/renderWithRouter';
import { BlogPostPage } from './BlogPostPage';

const openPost = (id: string) =>
  renderWithRouter(<BlogPostPage />, { route: paths.blogPost.href(id), path: paths.blogPost.path });

describe('BlogPostPage', () => {
  it('shows the article: title, author, date, body, tags and a way back', () => {
    const post = blogPosts.find((each) => each.id === 'pay-safely-by-upi-and-find-your-utr')!;
    openPost(post.id);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(`By ${post.author}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(formatDate(post.publishedOn))).toHaveAttribute('datetime', post.publishedOn);
    expect(screen.getByRole('heading', { level: 2, name: 'What a UTR number is' })).toBeInTheDocument();
    expect(screen.getByText(/Google Pay: open the payment in your history/)).toBeInTheDocument();
    for (const tag of post.tags) expect(screen.getByText(tag)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /back to the blog/i })) {
      expect(link).toHaveAttribute('href', paths.blog.href());
    }
  });

  it('renders every built-in post', () => {
    for (const post of blogPosts) {
      const { unmount } = openPost(post.id);
      expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
      unmount();
    }
  });

  it.each(['no-such-post', 'constructor'])('shows "Post not found" for the unknown id %s', (id) => {
    openPost(id);

    expect(screen.getByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', paths.blog.href());
  });
});
