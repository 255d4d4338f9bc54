import { messages } from '../../config/messages';

/**
 * The words of the ad form and the admin's list of ads. The first group is the specification's,
 * word for word (sections 2, 5 and 8); the rest are ours.
 */
export const adMessages = {
  title: 'Select The Appropriate Category To Post Your Ad',
  chooseCategoryAndSubcategory: 'Please select a category and subcategory.',
  fillIn: (label: string) => `Please fill in ${label}.`,
  profileNotLoaded: 'User profile not loaded.',
  profileNotFound: messages.profileNotFound,
  profileError: messages.profileError,
  notLoggedIn: 'User not logged in.',
  submitted: 'Form submitted successfully!',
  saveFailed: 'Error saving your submission.',

  metaTitle: 'Post an ad',
  metaDescription:
    'Post a classified ad: electronics, vehicles, real estate, fashion, jobs, education and financial services.',
  lead: 'Choose a category, then a subcategory, and fill in every detail. Buyers see exactly what you write here.',
  categoryLabel: 'Category',
  categoryPlaceholder: 'Select a category',
  subcategoryLabel: 'Subcategory',
  subcategoryPlaceholder: 'Select a subcategory',
  subcategoryHint: 'Choose a category first.',
  optionPlaceholder: (label: string) => `Select ${label}`,
  detailsLegend: (subcategory: string) => `${subcategory} details`,
  allRequired: 'Every field is required.',
  submit: 'Submit',
  submitting: 'Submitting…',
  profileNotFoundHelp: 'We could not find your account details, so your ad cannot be sent yet. Please',
  contactUs: 'contact us',
  profileErrorHelp: 'Your ad cannot be sent until your account details load.',
  loadingProfile: 'Loading your account details…',

  submissionsTitle: 'Ad submissions',
  submissionsDescription: 'Every classified ad posted on the site, newest first, with who posted it.',
  submissionsLead: 'Every ad posted on the site, newest first.',
  backToAdmin: 'Back to the admin dashboard',
  filterLabel: 'Show ads in',
  allCategories: 'All categories',
  loadingSubmissions: 'Loading ads…',
  loadFailed: 'The ads could not be loaded.',
  noAds: 'No ads have been posted yet.',
  noAdsIn: (category: string) => `No ads in ${category} yet.`,
  showAll: 'Show all categories',
  adCount: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'ad' : 'ads'}`
      : `${shown} of ${total} ${total === 1 ? 'ad' : 'ads'}`,
  postedBy: 'Posted by',
  postedOn: 'on',
  inCategory: (category: string) => `in ${category}`,
} as const;
