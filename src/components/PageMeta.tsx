import { site } from '../config/site';

interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
}

/**
 * The document title and description of a page. React 19 hoists these into
 * <head>, on the client and when rendered on the server.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
