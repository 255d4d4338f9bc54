import { AD_LISTING_DAYS, MAX_AD_WORD, MAX_AD_WORDS } from '../limits';
import type { PublicAd } from '../types';

/**
 * The published ads' public copies (publicAds/{id}) as pure functions, shared by both backends and
 * by the light read path the public pages use: no policy, no catalogue, no Firebase.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A published ad is listed while its publication (or its last renewal) is less than
 * AD_LISTING_DAYS old; from then on it has expired.
 */
export function isListedAt(publishedAt: unknown, now: Date): boolean {
  return publishedAt instanceof Date && publishedAt.getTime() > listedSince(now).getTime();
}

/** The earliest publication still listed at `now`: what a query of the listed ads filters on. */
export const listedSince = (now: Date): Date => new Date(now.getTime() - AD_LISTING_DAYS * DAY_MS);

/** When a publication of `publishedAt` expires. */
export const expiryOf = (publishedAt: Date): Date =>
  new Date(publishedAt.getTime() + AD_LISTING_DAYS * DAY_MS);

/** Lower-case words of letters and digits in any script, each at most MAX_AD_WORD long. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= MAX_AD_WORD);
}

/**
 * The distinct words of an ad's own text (its category, subcategory and every value the poster
 * typed, not the form's labels), kept on the public copy so a search can match whole words.
 */
export function adWords(ad: {
  category: string;
  subcategory: string;
  fields: Record<string, string>;
}): string[] {
  const text = [ad.category, ad.subcategory, ...Object.values(ad.fields)].join(' ');
  return [...new Set(wordsOf(text))].slice(0, MAX_AD_WORDS);
}

/** The words a search looks for: those of the query, each once. */
export const searchTerms = (search: string | undefined): string[] => [...new Set(wordsOf(search ?? ''))];

/** Whether an ad's words hold every term of a search. */
export const hasEveryTerm = (words: readonly string[], terms: readonly string[]) =>
  terms.every((term) => words.includes(term));

/** A page's end as the next page's start: the last ad's publication time and id. */
export function pageCursor(ad: { id: string; publishedAt: Date | null }): string {
  return `${ad.publishedAt?.toISOString() ?? ''}|${ad.id}`;
}

export function parseCursor(cursor: string): { publishedAt: Date; id: string } | null {
  const at = cursor.indexOf('|');
  const publishedAt = new Date(cursor.slice(0, at));
  const id = cursor.slice(at + 1);
  return at > 0 && id && !Number.isNaN(publishedAt.getTime()) ? { publishedAt, id } : null;
}

/** Newest publication first; the id settles a tie, as the database orders them. */
export function newestPublishedFirst<T extends { id: string; publishedAt: Date | null }>(a: T, b: T): number {
  const time = (ad: T) => ad.publishedAt?.getTime() ?? 0;
  return time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Whether `ad` comes after the cursor in newest-first order. */
export function isAfterCursor(
  ad: { id: string; publishedAt: Date | null },
  cursor: string | null | undefined,
) {
  const start = cursor ? parseCursor(cursor) : null;
  if (!start) return true;
  return newestPublishedFirst(start, ad) < 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored public copy as the pages show it; `publishedAt` already a Date. */
export function toPublicAd(id: string, data: Record<string, unknown>, publishedAt: Date | null): PublicAd {
  const fields: Record<string, string> = {};
  if (typeof data.fields === 'object' && data.fields !== null) {
    for (const [label, value] of Object.entries(data.fields)) fields[label] = String(value);
  }
  return {
    id,
    category: text(data.category),
    subcategory: text(data.subcategory),
    fields,
    firstName: text(data.firstName),
    publishedAt,
  };
}
