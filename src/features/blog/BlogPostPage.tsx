import { Link, useParams } from 'react-router-dom';
import { findBlogPost } from '../../catalogue/blog';
import { blogCatalogueTexts } from '../../catalogue/blog.texts';
import type { BlogPostId } from '../../catalogue/blog.texts.en';
import { articleOf } from '../../catalogue/blogArticles/articles';
import type { BlogBlock } from '../../catalogue/types';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/languageContext';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import './blog.css';
import { BlogTags } from './BlogTags';
import { blogTexts } from './texts';

function Block({ block }: { block: BlogBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p>{block.text}</p>;
  }
}

/** The article itself, in English whatever the page's language. */
function Article({ id }: { id: BlogPostId }) {
  const body = useTexts(articleOf(id));
  return (
    <div className="prose blog-body" lang="en">
      {body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function BackToBlog() {
  const t = useTexts(blogTexts).post;
  return (
    <Link className="blog-back" to={paths.blog.href()}>
      <span aria-hidden="true">←</span>
      {t.backToBlog}
    </Link>
  );
}

export function BlogPostPage() {
  const { id } = useParams();
  const post = findBlogPost(id);
  const t = useTexts(blogTexts);
  const posts = useTexts(blogCatalogueTexts).posts;
  // The article is written in English: a page in another language says so, and marks its body.
  const inEnglish = useLanguage() !== 'en';

  if (!post) {
    return (
      <div className="page container">
        <PageMeta title={t.post.notFoundTitle} description={t.post.notFoundDescription} />
        <h1>{t.post.notFoundTitle}</h1>
        <p className="lead">{t.post.notFoundLead}</p>
        <Link className="btn btn-primary" to={paths.blog.href()}>
          {t.post.seeAllArticles}
        </Link>
      </div>
    );
  }

  const words = posts[post.id as BlogPostId];
  return (
    <div className="page container">
      <PageMeta title={words.title} description={words.summary} type="article" />
      <article className="blog-article">
        <BackToBlog />
        <header className="blog-article-header">
          <h1>{words.title}</h1>
          <p className="blog-meta muted">
            {t.post.byAuthor(post.author)}
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
            <span aria-hidden="true"> · </span>
            {t.readingTime(post.readingMinutes)}
            {inEnglish && (
              <>
                <span aria-hidden="true"> · </span>
                {t.inEnglish}
              </>
            )}
          </p>
        </header>
        <Article id={post.id as BlogPostId} />
        <footer className="blog-article-footer">
          <BlogTags tags={post.tags} />
          <BackToBlog />
        </footer>
      </article>
    </div>
  );
}
