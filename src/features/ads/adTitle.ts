import { NAME_LABELS } from '../../backend/words/adCardLabels';
import type { Submission } from '../../backend/types';

/**
 * A short title for an ad: the brand and model when it has them, else the field that names it,
 * else its subcategory (as the page names it, when it is given).
 */
export function adTitle(
  ad: Pick<Submission, 'subcategory' | 'fields'>,
  subcategory = ad.subcategory,
): string {
  const brandAndModel = [ad.fields.Brand, ad.fields.Model].map((value) => value?.trim()).filter(Boolean);
  if (brandAndModel.length) return brandAndModel.join(' ');
  const named = NAME_LABELS.map((label) => ad.fields[label]?.trim()).find(Boolean);
  return named && named.length <= 80 ? named : subcategory;
}
