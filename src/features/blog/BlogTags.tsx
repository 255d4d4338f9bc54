export function BlogTags({ tags }: { tags: string[] }) {
  return (
    <ul className="blog-tags" aria-label="Topics">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
