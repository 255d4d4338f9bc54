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
  /** How the failures below name an ad: what it offers and who posted it. */
  adNamed: (title: string, poster: string) => `“${title}” by ${poster}`,
  publishFailed: (ad: string, message: string) => `The ad ${ad} was not published: ${message}`,
  publishUnconfirmed: (ad: string) =>
    `No answer came back, so the ad ${ad} may or may not have been published. Check your connection and press Publish again: it is published once.`,
  publishOffline: (ad: string) =>
    `You are offline, so the ad ${ad} may not have been published. Once you are back online, press Publish again: it is published once.`,
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
  rejectFailed: (ad: string, message: string) => `The ad ${ad} was not rejected: ${message}`,
  rejectUnconfirmed: (ad: string) =>
    `No answer came back, so the ad ${ad} may or may not have been rejected. Check your connection and press Reject the ad again: it is rejected once, with the first reason given.`,
  rejectOffline: (ad: string) =>
    `You are offline, so the ad ${ad} may not have been rejected. Once you are back online, press Reject the ad again: it is rejected once, with the first reason given.`,
  reasonRequired: 'Please give the poster a reason.',
  rejectedBecause: 'Rejected:',
  takeDown: 'Take down…',
  takeDownReasonHint:
    'The poster reads this under My ads: for example, reported as a scam, the item is sold, or the ad breaks our rules.',
  takeDownConfirm: 'Take the ad down',
  takingDown: 'Taking down…',
  takenDown: 'The ad is taken down.',
  takeDownFailed: (ad: string, message: string) => `The ad ${ad} was not taken down: ${message}`,
  takeDownUnconfirmed: (ad: string) =>
    `No answer came back, so the ad ${ad} may or may not have been taken down. Check your connection and press Take the ad down again: it is taken down once, with the first reason given.`,
  takeDownOffline: (ad: string) =>
    `You are offline, so the ad ${ad} may not have been taken down. Once you are back online, press Take the ad down again: it is taken down once, with the first reason given.`,
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
  dismissFailed: (ad: string, message: string) =>
    `The reports of the ad ${ad} were not set aside: ${message}`,
  adGone: 'This ad is no longer in the list of ads.',
  loadingReported: 'Loading the reported ads…',
  reportedLoadFailed: 'The reported ads could not be loaded.',
} as const;
