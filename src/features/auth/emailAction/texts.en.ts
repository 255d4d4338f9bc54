/** The words of the page an e-mail's link opens: setting a new password, and a changed address. */
export const texts = {
  unknown: {
    title: 'A link from our e-mail',
    text: 'This page does not know this link. Open the whole link from the e-mail, or ask for a new one.',
  },
  incomplete: 'This link is incomplete. Open the whole link from the e-mail, or ask for a new one.',
  failed: 'The link could not be used just now. Check your connection, then open the link again.',
  logIn: 'Log in',
  contactUs: 'Contact us',
  reset: {
    title: 'Set a new password',
    checking: 'Checking the link…',
    forEmail: (email: string) => `Choose a new password for ${email}.`,
    password: 'New password',
    submit: 'Save the new password',
    submitting: 'Saving…',
    done: 'Your new password is saved. Log in with it.',
    invalid:
      'This link to set a new password has expired or has already been used. Ask for a new one with "Forgot your password?" on the log-in page.',
    /** The demo's stand-in for the e-mail's link. */
    demoLink: 'Set a new password',
  },
  recover: {
    title: 'Restore your e-mail address',
    working: 'Restoring your e-mail address…',
    restored: (email: string) =>
      `Your account's e-mail address is ${email} again: the change to it is undone. Log in with it.`,
    advice: 'If you did not change it yourself, someone else may know your password. Set a new one now.',
    sendReset: 'Send me a link to set a new password',
    sending: 'Sending…',
    resetSent: (email: string) =>
      `A link to set a new password is on its way to ${email}. Check your inbox and spam folder.`,
    resetFailed: 'The link could not be sent. Please try again.',
    taken:
      'This address now belongs to another account, so it cannot be restored. Contact us and we will help.',
    invalid:
      'This link has expired or has already been used, so your e-mail address was not changed back. If someone changed it without asking you, contact us.',
  },
  change: {
    title: 'Confirm your new e-mail address',
    working: 'Changing your e-mail address…',
    changed: (email: string) =>
      `Your account's e-mail address is now ${email}, and it is confirmed. Log in with it from now on.`,
    taken: 'This address already belongs to another account, so your e-mail address was not changed.',
    invalid:
      'This link has expired or has already been used, so your e-mail address was not changed. Ask for the change again.',
  },
};

export type EmailActionTexts = typeof texts;
