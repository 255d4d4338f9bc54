import type { ReportReason } from '../../../backend/types';

const sent = 'Thank you: your report is sent.';

/** The words of reporting an ad; the admin's review of reports names the reasons the same way. */
export const texts = {
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
  unconfirmed:
    'No answer came back, so your report may or may not have been sent. What you chose is kept here: check your connection and send it again. A report is counted once, whatever happened.',
  offline:
    'You are offline, so your report may not have reached us. What you chose is kept here: once you are back online, send it again. A report is counted once, whatever happened.',
  verifyFirst:
    'Your report was not sent: confirm your e-mail address first, with the link above. What you chose is kept here.',
  thanks: `${sent} Our team will check this ad.`,
  alreadyReported: 'You have reported this ad. Our team will check it.',
};

export type ReportTexts = typeof texts;
