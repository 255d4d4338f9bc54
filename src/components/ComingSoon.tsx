import { PageMeta } from './PageMeta';

/** A guarded page whose capability has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="container page">
      <PageMeta title={title} description={`${title}: coming soon.`} />
      <h1>{title}</h1>
      <p className="lead">This page is coming soon.</p>
    </div>
  );
}
