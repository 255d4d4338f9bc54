import { Link } from 'react-router-dom';
import { blogPosts } from '../../catalogue/blog';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import './blog.css';
import { BlogTags } from './BlogTags';

export function BlogPage() {
  return (
    <div className="page container">
      <PageMeta
        title="Blog"
        description="Practical guides on work-from-home safety, UPI payments, spoken English, digital marketing careers and stock market basics."
      />
      <header className="blog-header">
        <h1>Blog</h1>
        <p className="lead">
          Practical guides for learners: staying safe online, paying by UPI, building a career and learning
          new skills at your own pace.
        </p>
      </header>

      <ul className="grid blog-list" aria-label="Articles">
        {blogPosts.map((post) => (
          <li key={post.id} className="card blog-card">
            <p className="blog-meta muted">
              <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
              <span aria-hidden="true"> · </span>
              <span>{post.readingMinutes} min read</span>
            </p>
            <h2 className="blog-card-title">
              <Link to={paths.blogPost.href(post.id)}>{post.title}</Link>
            </h2>
            <p>{post.summary}</p>
            <BlogTags tags={post.tags} />
          </li>
        ))}
      </ul>
    </div>
  );
}
