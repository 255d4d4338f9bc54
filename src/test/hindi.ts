import { site } from '../config/site';

/**
 * The English sentences left on a page shown in Hindi: runs of three or more English words in
 * one text, outside proper names (the site's name, e-mail and web addresses) and anything marked
 * lang="en" (a blog post kept in English, the switch to English).
 */
export function englishSentencesIn(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[lang^="en"], script, style, title')) continue;
    const text = (node.textContent ?? '').replaceAll(site.name, '').replace(/\S+@\S+|https?:\/\/\S+/g, '');
    if (/[A-Za-z]+(?:['’][a-z]+)?(?:[\s,]+[A-Za-z]+(?:['’][a-z]+)?){2,}/.test(text)) found.push(text.trim());
  }
  return found;
}
