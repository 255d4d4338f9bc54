import type { Submission } from '../../backend/types';
import { findSubcategory } from '../../catalogue/ads';
import { adTitle } from './adTitle';

export { adTitle };

/** Newest first; an ad whose server time has not arrived yet was written just now. */
export function newestFirst(submissions: readonly Submission[]): Submission[] {
  // Not yet stamped by the server: just posted, so first. An unreadable date: last.
  const time = (submission: Submission) => {
    if (!submission.timestamp) return Number.POSITIVE_INFINITY;
    const value = submission.timestamp.getTime();
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...submissions].sort((a, b) => time(b) - time(a));
}

/**
 * The ad's fields in the order the form asked for them. The database may hand a map back in any
 * order; labels the catalogue no longer has (an ad posted before a change) follow at the end.
 */
export function fieldsInFormOrder(
  submission: Pick<Submission, 'category' | 'subcategory' | 'fields'>,
): [label: string, value: string][] {
  const known = findSubcategory(submission.category, submission.subcategory)?.fields ?? [];
  const entries = Object.entries(submission.fields);
  const position = (label: string) => {
    const index = known.findIndex((field) => field.label === label);
    return index === -1 ? known.length : index;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => position(a.entry[0]) - position(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** A line about an ad for link previews and listings: its description, shortened, or its details. */
export function adSummary(ad: Pick<Submission, 'category' | 'subcategory' | 'fields'>, max = 160): string {
  const description = ad.fields.Description?.trim();
  const text =
    description ||
    fieldsInFormOrder(ad)
      .filter(([, value]) => value.trim())
      .map(([label, value]) => `${label}: ${value}`)
      .join(', ');
  const line = `${ad.subcategory} in ${ad.category}. ${text}`.trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** Where an ad is: its city when it names one, else its location or its state. */
const PLACE_LABELS = ['City', 'Location', 'State'];

/**
 * What a shared ad says of itself: link previews show the shell's generic title (no server renders
 * each ad's tags), so the message carries the title, the price or salary band and the place.
 */
export function adShareDetails(ad: Pick<Submission, 'category' | 'subcategory' | 'fields'>): string[] {
  const form = findSubcategory(ad.category, ad.subcategory)?.fields ?? [];
  const band = form
    .filter((field) => field.kind === 'select' && (field.options === 'price' || field.options === 'salary'))
    .map((field) => ad.fields[field.label]?.trim())
    .find(Boolean);
  const place = PLACE_LABELS.map((label) => ad.fields[label]?.trim()).find(Boolean);
  return [adTitle(ad), band, place].filter((part): part is string => !!part);
}
