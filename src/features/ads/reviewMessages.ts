import { texts as report } from './report/texts.en';

/**
 * The words of the admin's ad review, reports included. The admin's pages stay in English
 * (docs/languages.md), so these are plain English, not a pair of language modules.
 */
export const reviewMessages = {
  submissionsTitle: 'Ad submissions',
  submissionsDescription: 'Every classified ad posted on the site, newest first, with who posted it.',
  submissionsLead:
    'Review new ads: publish one to list it on the Ads page for 30 days, or reject it with a reason its poster will read. A published ad can be taken down at any time, with a reason.',
  backToAdmin: 'Back to the admin dashboard',
  statusNav: 'Ads by state',
  statusLabel: {
    waiting: 'Waiting for review',
    published: 'Published',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    'taken-down': 'Taken down',
  },
  stateWithCount: (state: string, count: number) => `${state} (${count})`,
  pageSizeLabel: 'Ads per page',
  loadingSubmissions: 'Loading ads…',
  loadFailed: 'The ads could not be loaded.',
  noAdsIn: (state: string) => `No ads are ${state.toLowerCase()}.`,
  pageOf: (page: number, shown: number, total: number) =>
    `Page ${page}: ${shown} of ${total} ${total === 1 ? 'ad' : 'ads'}, newest first`,
  pagesLabel: 'Pages of ads',
  newerPage: 'Newer ads',
  olderPage: 'Older ads',
  postedBy: 'Posted by',
  postedOn: 'on',
  inCategory: (category: string) => `in ${category}`,
  publish: 'Publish',
  publishing: 'Publishing…',
  published: 'The ad is published.',
  publishFailed: 'The ad could not be published. Please try again.',
  publishRefused: (reason: string) => `The ad could not be published. ${reason}`,
  relistLead:
    'The Ads page lists each published ad from one list of cards, which every publication, renewal, withdrawal and takedown keeps. Ads published before that list came in are not on it until you add them, once.',
  relist: 'Add published ads to the Ads page',
  relisting: 'Adding…',
  relisted: (count: number) =>
    count === 0
      ? 'Every listed ad is on the Ads page already.'
      : `${count} ${count === 1 ? 'ad was' : 'ads were'} added to the Ads page.`,
  relistFailed: 'The published ads could not be added to the Ads page.',
  reject: 'Reject…',
  rejectReasonLabel: 'Reason for the poster',
  rejectReasonHint: 'The poster reads this under My ads.',
  rejectConfirm: 'Reject the ad',
  rejecting: 'Rejecting…',
  rejected: 'The ad is rejected.',
  rejectFailed: 'The ad could not be rejected. Please try again.',
  reasonRequired: 'Please give the poster a reason.',
  rejectedBecause: 'Rejected:',
  takeDown: 'Take down…',
  takeDownReasonHint:
    'The poster reads this under My ads: for example, reported as a scam, the item is sold, or the ad breaks our rules.',
  takeDownConfirm: 'Take the ad down',
  takingDown: 'Taking down…',
  takenDown: 'The ad is taken down.',
  takeDownFailed: 'The ad could not be taken down. Please try again.',
  takenDownBecause: 'Taken down:',
  publishedOn: 'Published',
  expiresOn: 'listed until',
  expiredOn: 'expired on',
  cancel: 'Cancel',
  viewPublic: 'View its public page',
} as const;

export const reportReviewMessages = {
  reasons: report.reasons,
  reportedTitle: 'Reported ads',
  reportedLead: 'Ads visitors have reported, most reported first. Take one down, or set its reports aside.',
  reportedCount: (count: number) => `Reported ${count} ${count === 1 ? 'time' : 'times'}`,
  lastReason: (reason: string) => `latest: ${reason}`,
  dismiss: 'Set the reports aside',
  dismissing: 'Setting aside…',
  dismissed: 'The reports are set aside.',
  dismissFailed: 'The reports could not be set aside. Please try again.',
  adGone: 'This ad is no longer in the list of ads.',
  loadingReported: 'Loading the reported ads…',
  reportedLoadFailed: 'The reported ads could not be loaded.',
} as const;
