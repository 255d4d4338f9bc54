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

/** Whether a field of the ad was chosen from one of the catalogue's option lists. */
export function isOptionField(ad: Pick<Submission, 'category' | 'subcategory'>, label: string): boolean {
  const form = findSubcategory(ad.category, ad.subcategory)?.fields ?? [];
  return form.some((field) => field.label === label && field.kind === 'select');
}

/** How a page names an ad's place in the catalogue, its labels and its chosen options. */
export interface ShownAd {
  where: string;
  label: (label: string) => string;
  option: (value: string) => string;
}

/** A line about an ad for link previews and listings: its description, shortened, or its details. */
export function adSummary(
  ad: Pick<Submission, 'category' | 'subcategory' | 'fields'>,
  shown: ShownAd = {
    where: `${ad.subcategory} in ${ad.category}.`,
    label: (label) => label,
    option: (value) => value,
  },
  max = 160,
): string {
  const description = ad.fields.Description?.trim();
  const text =
    description ||
    fieldsInFormOrder(ad)
      .filter(([, value]) => value.trim())
      .map(
        ([label, value]) =>
          `${shown.label(label)}: ${isOptionField(ad, label) ? shown.option(value) : value}`,
      )
      .join(', ');
  const line = `${shown.where} ${text}`.trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** Where an ad is: its city when it names one, else its location or its state. */
const PLACE_LABELS = ['City', 'Location', 'State'];

/**
 * What a shared ad says of itself: link previews show the shell's generic title (no server renders
 * each ad's tags), so the message carries the title, the price or salary band and the place.
 */
export function adShareDetails(
  ad: Pick<Submission, 'category' | 'subcategory' | 'fields'>,
  option: (value: string) => string = (value) => value,
  subcategory = ad.subcategory,
): string[] {
  const form = findSubcategory(ad.category, ad.subcategory)?.fields ?? [];
  const band = form
    .filter((field) => field.kind === 'select' && (field.options === 'price' || field.options === 'salary'))
    .map((field) => ad.fields[field.label]?.trim())
    .find(Boolean);
  const place = PLACE_LABELS.map((label) => ad.fields[label]?.trim()).find(Boolean);
  return [adTitle(ad, subcategory), band && option(band), place && option(place)].filter(
    (part): part is string => !!part,
  );
}
