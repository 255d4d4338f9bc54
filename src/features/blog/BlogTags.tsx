import { blogCatalogueTexts } from '../../catalogue/blog.texts';
import { useTexts } from '../../i18n/texts';
import { blogTexts } from './texts';

export function BlogTags({ tags }: { tags: string[] }) {
  const { tagsLabel } = useTexts(blogTexts);
  const names: Partial<Record<string, string>> = useTexts(blogCatalogueTexts).tags;
  return (
    <ul className="blog-tags" aria-label={tagsLabel}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {names[tag] ?? tag}
        </li>
      ))}
    </ul>
  );
}
