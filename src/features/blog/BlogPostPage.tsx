import { Link, useParams } from 'react-router-dom';
import { findBlogPost } from '../../catalogue/blog';
import type { BlogBlock } from '../../catalogue/types';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import './blog.css';
import { BlogTags } from './BlogTags';

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

function BackToBlog() {
  return (
    <Link className="blog-back" to={paths.blog.href()}>
      <span aria-hidden="true">←</span>Back to the blog
    </Link>
  );
}

export function BlogPostPage() {
  const { id } = useParams();
  const post = findBlogPost(id);

  if (!post) {
    return (
      <div className="page container">
        <PageMeta title="Post not found" description="This article does not exist or has moved." />
        <h1>Post not found</h1>
        <p className="lead">
          We could not find that article. It may have moved, or the link may be mistyped.
        </p>
        <Link className="btn btn-primary" to={paths.blog.href()}>
          See all articles
        </Link>
      </div>
    );
  }

  return (
    <div className="page container">
      <PageMeta title={post.title} description={post.summary} type="article" />
      <article className="blog-article">
        <BackToBlog />
        <header className="blog-article-header">
          <h1>{post.title}</h1>
          <p className="blog-meta muted">
            By {post.author}
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
            <span aria-hidden="true"> · </span>
            {post.readingMinutes} min read
          </p>
        </header>
        <div className="prose blog-body">
          {post.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
        <footer className="blog-article-footer">
          <BlogTags tags={post.tags} />
          <BackToBlog />
        </footer>
      </article>
    </div>
  );
}
