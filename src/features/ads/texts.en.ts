import { MAX_WAITING_ADS } from '../../backend/limits';

/**
 * The words of the ad form (/create-job-post) and of My ads. The first group is the
 * specification's, word for word (docs/product.md#messages); the rest are ours.
 */
export const texts = {
  title: 'Select The Appropriate Category To Post Your Ad',
  chooseCategoryAndSubcategory: 'Please select a category and subcategory.',
  fillIn: (label: string) => `Please fill in ${label}.`,
  profileNotLoaded: 'User profile not loaded.',
  notLoggedIn: 'User not logged in.',
  submitted: 'Form submitted successfully!',
  saveFailed: 'Error saving your submission.',
  unconfirmed:
    'Error saving your submission: no answer came back, so it may or may not have been saved. Your ad is kept here: check your connection and submit it again. It is filed once, whatever happened.',
  offline:
    'Error saving your submission: you are offline, so your ad may not have reached us. Your ad is kept here: once you are back online, submit it again. It is filed once, whatever happened.',
  verifyFirst:
    'Your ad was not sent: confirm your e-mail address first, with the link above the form. What you typed is kept here.',
  waitingLimit: `You already have ${MAX_WAITING_ADS} ads waiting for review, so this one was not sent. You can post another as soon as we have reviewed one of them: see My Ads.`,

  metaTitle: 'Post an ad',
  metaDescription:
    'Post a classified ad: electronics, vehicles, real estate, fashion, jobs, education and financial services.',
  lead: 'Choose a category, then a subcategory, and fill in every detail.',
  reviewNote:
    'Your ad is checked by our team before anyone else sees it. Once it is published, everyone can read what you write here on the Ads page with your first name, for 30 days; your e-mail address is never shown. You can follow it, withdraw it or renew it under My ads.',
  myAdsLink: 'See my ads',
  categoryLabel: 'Category',
  subcategoryLabel: 'Subcategory',
  categoryPlaceholder: 'Select a category',
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

  myAdsTitle: 'My ads',
  myAdsDescription: 'The ads you have posted, and where each one is.',
  myAdsLead:
    'Every ad you post is checked before it appears on the Ads page. Published ads stay for 30 days; renew an expired one to list it again.',
  loadingMyAds: 'Loading your ads…',
  myAdsLoadFailed: 'Your ads could not be loaded.',
  noMyAds: 'You have not posted an ad yet.',
  postedOnDate: (date: string) => `Posted on ${date}`,
  stateWaiting: 'Waiting for review',
  statePublished: (until: string) => `Published, listed until ${until}`,
  stateExpired: (on: string) => `Expired on ${on}`,
  stateRejected: 'Rejected',
  stateWithdrawn: 'Withdrawn',
  stateTakenDown: 'Taken down by our team',
  rejectedReason: (reason: string) => `Reason: ${reason}`,
  viewPublic: 'View its public page',
  withdraw: 'Withdraw…',
  withdrawConfirm: 'Yes, withdraw it',
  withdrawQuestion: 'Withdraw this ad? It leaves the Ads page at once and cannot be listed again.',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Your ad is withdrawn.',
  withdrawFailed: 'Your ad could not be withdrawn. Please try again.',
  renew: 'Renew for 30 days',
  renewing: 'Renewing…',
  renewed: 'Your ad is listed again for 30 days.',
  renewFailed: 'Your ad could not be renewed. Please try again.',
  cancel: 'Cancel',
};

export type AdTexts = typeof texts;
