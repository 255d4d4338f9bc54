import { formatRupees } from '../lib/money';

/**
 * The values of the ads' fixed option lists that the public listing shows (a price or salary band,
 * a state), apart from the forms' catalogue (ads.ts) so a visitor's first download stays small.
 * An ad stores the English value; a page shows it in its own language (adNames/texts.*.ts).
 */

/** A band of whole rupees; `max` is absent for the open-ended top band. */
export interface RupeeBand {
  min: number;
  max?: number;
}

/** Bands wide enough for a phone at one end and a house at the other. */
export const priceBands: readonly RupeeBand[] = [
  { min: 0, max: 10_000 },
  { min: 10_001, max: 50_000 },
  { min: 50_001, max: 5_00_000 },
  { min: 5_00_001, max: 50_00_000 },
  { min: 50_00_001 },
];

/** Monthly pay, from an internship stipend to a senior salary. */
export const salaryBands: readonly RupeeBand[] = [
  { min: 0, max: 10_000 },
  { min: 10_001, max: 25_000 },
  { min: 25_001, max: 50_000 },
  { min: 50_001, max: 1_00_000 },
  { min: 1_00_001 },
];

export function bandLabel({ min, max }: RupeeBand, suffix = ''): string {
  const label =
    max === undefined
      ? `Above ${formatRupees(min - 1)}`
      : min === 0
        ? `Up to ${formatRupees(max)}`
        : `${formatRupees(min)} – ${formatRupees(max)}`;
  return `${label}${suffix}`;
}

/** What a salary band's stored value ends with: pay is by the month. */
export const MONTHLY = ' a month';

/** The price or salary band an ad's stored value names, if it names one. */
export function bandOf(value: string): { band: RupeeBand; monthly: boolean } | undefined {
  const price = priceBands.find((band) => bandLabel(band) === value);
  if (price) return { band: price, monthly: false };
  const salary = salaryBands.find((band) => bandLabel(band, MONTHLY) === value);
  return salary && { band: salary, monthly: true };
}

/** The 28 states of India. */
export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
