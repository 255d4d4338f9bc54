import type { ReportReason } from '../../backend/types';

/** The words of reporting an ad, and of the reports in the admin's ad review. */
const sent = 'Thank you: your report is sent.';

export const reportMessages = {
  title: 'Report an ad',
  description: 'Tell us what is wrong with an ad on our Ads page.',
  backToAd: 'Back to the ad',
  notListed: 'This ad is not listed any more, so there is nothing to report.',
  whatIsWrong: 'What is wrong with this ad?',
  reasons: {
    scam: 'It looks like a scam or fraud',
    sold: 'The item is sold or no longer available',
    'wrong-category': 'It is in the wrong category',
    offensive: 'It is offensive or breaks the rules',
    other: 'Something else',
  } satisfies Record<ReportReason, string>,
  whatHappens:
    'Our team checks every report and takes the ad down if it should not be listed. The poster is not told who reported it.',
  chooseReason: 'Please choose what is wrong with the ad.',
  send: 'Send report',
  sending: 'Sending…',
  sent,
  sendFailed: 'Your report could not be sent. Please try again.',
  thanks: `${sent} Our team will check this ad.`,
  alreadyReported: 'You have reported this ad. Our team will check it.',

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
