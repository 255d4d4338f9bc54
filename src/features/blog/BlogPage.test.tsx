import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { englishBlogPosts as blogPosts } from '../../test/englishCatalogue';
import { renderWithRouter } from '../../test/renderWithRouter';
import { BlogPage } from './BlogPage';
import { BlogPostPage } from './BlogPostPage';

describe('BlogPage', () => {
  it('lists every post, newest first, with its date, reading time, summary and link', () => {
    renderWithRouter(<BlogPage />, { route: paths.blog.path });

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const articles = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('heading', {
      level: 2,
    });
    expect(articles.map((heading) => heading.textContent)).toEqual(blogPosts.map((post) => post.title));

    for (const post of blogPosts) {
      const link = screen.getByRole('link', { name: post.title });
      expect(link).toHaveAttribute('href', paths.blogPost.href(post.id));
      expect(screen.getByText(post.summary)).toBeInTheDocument();
    }
    const first = blogPosts[0]!;
    const firstCard = screen.getByRole('link', { name: first.title }).closest('li')!;
    expect(within(firstCard).getByText(formatDate(first.publishedOn))).toBeInTheDocument();
    expect(within(firstCard).getByText(`${first.readingMinutes} min read`)).toBeInTheDocument();
  });

  it('opens a post when its title is clicked', async () => {
    const post = blogPosts[1]!;
    // The list and the post page mounted together, so the click can travel between them.
    const { user } = renderWithRouter(
      <Routes>
        <Route path={paths.blog.path} element={<BlogPage />} />
        <Route path={paths.blogPost.path} element={<BlogPostPage />} />
      </Routes>,
      { route: paths.blog.path },
    );

    await user.click(screen.getByRole('link', { name: post.title }));

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });
});
