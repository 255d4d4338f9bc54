import { Link } from 'react-router-dom';
import { blogPosts } from '../../catalogue/blog';
import { blogCatalogueTexts } from '../../catalogue/blog.texts';
import type { BlogPostId } from '../../catalogue/blog.texts.en';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/languageContext';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import './blog.css';
import { BlogTags } from './BlogTags';
import { blogTexts } from './texts';

export function BlogPage() {
  const t = useTexts(blogTexts);
  const posts = useTexts(blogCatalogueTexts).posts;
  // The articles are written in English: a page in another language says so on each.
  const inEnglish = useLanguage() !== 'en';
  return (
    <div className="page container">
      <PageMeta title={t.list.title} description={t.list.metaDescription} />
      <header className="blog-header">
        <h1>{t.list.title}</h1>
        <p className="lead">{t.list.lead}</p>
      </header>

      <ul className="grid blog-list" aria-label={t.list.articlesLabel}>
        {blogPosts.map((post) => {
          const words = posts[post.id as BlogPostId];
          return (
            <li key={post.id} className="card blog-card">
              <p className="blog-meta muted">
                <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
                <span aria-hidden="true"> · </span>
                <span>{t.readingTime(post.readingMinutes)}</span>
                {inEnglish && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span>{t.inEnglish}</span>
                  </>
                )}
              </p>
              <h2 className="blog-card-title">
                <Link to={paths.blogPost.href(post.id)}>{words.title}</Link>
              </h2>
              <p>{words.summary}</p>
              <BlogTags tags={post.tags} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
