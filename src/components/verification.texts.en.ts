import { texts as authFailures } from '../backend/words/authFailures.texts.en';

/**
 * The words of verifying an e-mail address: the notice on the ad form and on the report of an ad,
 * and the link's page.
 */
export const texts = {
  needed: 'Confirm your e-mail address to post ads',
  why: (email: string) =>
    `We take ads only from addresses their posters can open, so nobody can flood the board from made-up ones. We will send a link to ${email}: open it once, and you can post from then on. What you type in the form below is kept.`,
  reportNeeded: 'Confirm your e-mail address to report ads',
  reportWhy: (email: string) =>
    `We take reports only from addresses their senders can open, so nobody can push an ad up our list from made-up ones. We will send a link to ${email}: open it once, and you can report ads from then on. What you chose below is kept.`,
  send: 'Send the link',
  sendAgain: 'Send the link again',
  sending: 'Sending…',
  sent: (email: string) =>
    `The link is on its way to ${email}. Open it (look in the spam folder too), then press "I have confirmed it".`,
  demoNoMail: 'This demo sends no e-mail. Open the link the e-mail would carry:',
  demoLink: 'Confirm my e-mail address',
  check: 'I have confirmed it',
  checking: 'Checking…',
  notYet:
    'Your address is not confirmed yet. Open the link in the e-mail, then press "I have confirmed it" again.',
  sendFailed: 'The link could not be sent. Please try again.',
  tooMany: `${authFailures['too-many-requests']} We have sent several links already.`,
  checkFailed: 'Your address could not be checked just now. Please try again.',

  pageTitle: 'Confirm your e-mail address',
  confirming: 'Confirming your e-mail address…',
  confirmed: 'Your e-mail address is confirmed. You can post and report ads now.',
  continue: 'Continue',
  invalidLink:
    'This link has expired or has already been used. If your address is not confirmed yet, ask for a new link from the ad form.',
  incompleteLink:
    'This link is incomplete. Open the whole link from the e-mail, or ask for a new one from the ad form.',
  failed: 'Your address could not be confirmed just now. Check your connection, then open the link again.',
  postAnAd: 'Go to the ad form',
};

export type VerificationTexts = typeof texts;
