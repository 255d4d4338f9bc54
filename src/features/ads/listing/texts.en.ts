/** The words of the public listing (/ads) and an ad's page (/ads/{id}). */
export const texts = {
  categoryLabel: 'Category',
  subcategoryLabel: 'Subcategory',
  adsTitle: 'Classified ads',
  adsDescription:
    'Classified ads from our learners: electronics, vehicles, property, fashion, jobs, training and financial services. Every ad is checked before it is published.',
  adsLead:
    'Ads posted by our learners. Our team checks each one before it appears here, and it stays for 30 days.',
  postAnAd: 'Post an ad',
  myAds: 'My ads',
  filtersLabel: 'Find ads',
  anyCategory: 'All categories',
  anySubcategory: 'All subcategories',
  searchLabel: 'Words in the ad',
  searchHint:
    'Shows ads that contain every word you type as a whole word, in what the poster wrote or in the category. "swift" finds "Maruti Swift" but not "Swifty"; capitals do not matter.',
  searchButton: 'Search',
  clearFilters: 'Show all ads',
  loadingAds: 'Loading ads…',
  adsLoadFailed: 'The ads could not be loaded.',
  noListedAds: 'No ads are listed yet.',
  noAdsMatch: 'No listed ad matches.',
  listing: (count: number, more: boolean, where: string) =>
    `${more ? 'The newest ' : ''}${count} ${count === 1 ? 'ad' : 'ads'}${where ? ` in ${where}` : ''}`,
  moreAds: 'Show older ads',
  loadingMore: 'Loading…',
  postedByName: (name: string) => (name ? `Posted by ${name}` : 'Posted by a learner'),
  publishedOn: (date: string) => `Published ${date}`,
  listedUntil: (date: string) => `Listed until ${date}`,
  adLoading: 'Loading the ad…',
  // What an ad's page says before its ad has loaded: the prerendered shell every ad's address gets.
  adShellTitle: 'Classified ad',
  adShellDescription:
    'An ad posted by one of our learners and checked by our team before it was published: every detail the seller gave and how to contact them.',
  adLoadFailed: 'The ad could not be loaded.',
  expiredTitle: 'This ad has expired',
  expiredText: 'Ads stay on the site for 30 days. This one has not been renewed by the person who posted it.',
  missingTitle: 'This ad is not listed',
  reportThisAd: 'Report this ad',
  missingText:
    'It may have been withdrawn by the person who posted it or taken down by our team, or the link may be incomplete.',
  backToAds: 'See all ads',
  shareOnWhatsApp: 'Share on WhatsApp',
  adDetails: 'Details',
  /** How an ad's page describes it to link previews when it has no description of its own. */
  summaryWhere: (subcategory: string, category: string) => `${subcategory} in ${category}.`,
};

export type ListingTexts = typeof texts;
