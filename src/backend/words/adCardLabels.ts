/*
 * The fields of an ad its card on /ads shows, by label, in a module of their own and without
 * imports: an ad's page (a public page within its JavaScript budget) titles the ad with them.
 */

/** The labels that name the thing an ad offers, in the order its title tries them. */
export const NAME_LABELS = [
  'Job Title',
  'Internship Title',
  'Project Title',
  'Course Title',
  'Course Name',
  'Training Name',
  'Plan Name',
  'Service Name',
  'Institute Name',
  'Institution Name',
  'School Name',
  'Company Name',
  'Bank Name',
  'Lender Name',
  'Insurer Name',
  'Provider Name',
  'Firm or Consultant Name',
] as const;

/** The fields an ad's card shows (its title, price and place); firestore.rules lists the same. */
export const CARD_LABELS: readonly string[] = [
  'Brand',
  'Model',
  ...NAME_LABELS,
  'Price',
  'Salary',
  'Fees',
  'City',
  'State',
];
