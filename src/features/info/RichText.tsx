import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { emailHref, phoneHref } from '../../config/site';

/**
 * A paragraph of the info pages' texts, written in both languages with two marks, so a sentence
 * keeps its links and emphasis wherever the language puts them:
 * `**words**` is emphasis, `[words](target)` a link to one of `targets`, and `[words](en)` words
 * kept in English (an address), marked so for screen readers.
 */
const MARKS = /\*\*(.+?)\*\*|\[(.+?)\]\((\w+)\)/g;

const pages = {
  terms: paths.terms,
  privacyPolicy: paths.privacyPolicy,
  disclaimer: paths.disclaimer,
  contact: paths.contact,
} as const;

function mark(words: string, target: string, key: number): ReactNode {
  if (target === 'en')
    return (
      <span key={key} lang="en">
        {words}
      </span>
    );
  if (target === 'email')
    return (
      <a key={key} href={emailHref}>
        {words}
      </a>
    );
  if (target === 'phone')
    return (
      <a key={key} href={phoneHref}>
        {words}
      </a>
    );
  const page = pages[target as keyof typeof pages];
  if (!page) throw new Error(`No link target "${target}" in: ${words}`);
  return (
    <Link key={key} to={page.href()}>
      {words}
    </Link>
  );
}

/** The text with its marks made into emphasis, links and English words. */
export function RichText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, strong, words, target] = match;
    nodes.push(
      strong !== undefined ? <strong key={match.index}>{strong}</strong> : mark(words!, target!, match.index),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}

/** A paragraph, or a bulleted list (an array of its items). */
export type Block = string | readonly string[];

/** Paragraphs and lists, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>
            <RichText text={block} />
          </p>
        ) : (
          <ul key={index}>
            {block.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
