import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { texts as hindi } from '../../catalogue/blog.texts.hi';
import { paths } from '../../config/paths';
import { loadAllTexts } from '../../i18n/texts';
import { englishSentencesIn } from '../../test/hindi';
import { renderWithRouter } from '../../test/renderWithRouter';
import { BlogPage } from './BlogPage';
import { BlogPostPage } from './BlogPostPage';

const id = 'pay-safely-by-upi-and-find-your-utr';

describe('the blog in Hindi', () => {
  beforeAll(() => loadAllTexts('hi'));

  it('lists the articles by their Hindi titles and summaries, each marked as in English', async () => {
    const { container } = renderWithRouter(<BlogPage />, { route: `/hi${paths.blog.href()}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'UPI से सुरक्षित भुगतान, और अपना UTR नंबर कैसे ढूँढें' });
    expect(link).toHaveAttribute('href', `/hi/blog/${id}`);
    const card = within(link.closest('li')!);
    expect(card.getByText(hindi.posts[id].summary)).toBeInTheDocument();
    expect(card.getByText('अंग्रेज़ी में')).toBeInTheDocument();
    expect(card.getByText('पढ़ने में 5 मिनट')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'विषय' })).toHaveTextContent('UPIभुगतानeBooks');
    expect(screen.getAllByText('अंग्रेज़ी में')).toHaveLength(5);
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('shows an article in English inside a page in Hindi', async () => {
    const { container } = renderWithRouter(<BlogPostPage />, {
      route: `/hi${paths.blogPost.href(id)}`,
      path: paths.blogPost.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: hindi.posts[id].title })).toBeInTheDocument();
    expect(screen.getByText('लेखक: Rahul Verma', { exact: false })).toHaveTextContent('अंग्रेज़ी में');
    const body = screen.getByRole('heading', { level: 2, name: 'What a UTR number is' }).closest('div')!;
    expect(body).toHaveAttribute('lang', 'en');
    expect(body).toHaveTextContent('Every successful UPI payment gets a Unique Transaction Reference');
    for (const back of screen.getAllByRole('link', { name: 'ब्लॉग पर वापस जाएँ' }))
      expect(back).toHaveAttribute('href', '/hi/blog');
    expect(englishSentencesIn(container)).toEqual([]);
  });

  it('says in Hindi when there is no such article', async () => {
    const { container } = renderWithRouter(<BlogPostPage />, {
      route: '/hi/blog/no-such-post',
      path: paths.blogPost.path,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'लेख नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी लेख देखें' })).toHaveAttribute('href', '/hi/blog');
    expect(englishSentencesIn(container)).toEqual([]);
  });
});
