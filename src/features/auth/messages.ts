import { authFailureMessages } from '../../backend/errors';
import { MAX_NAME } from '../../backend/limits';
import { messages } from '../../config/messages';

/** Words of the account pages. Sentences for backend failures live in src/backend/errors.ts. */
export const authMessages = {
  enterEmail: 'Enter your e-mail.',
  enterPassword: 'Enter your password.',
  enterFirstName: 'Enter your first name.',
  enterLastName: 'Enter your last name.',
  firstNameTooLong: `Your first name can be at most ${MAX_NAME} characters.`,
  lastNameTooLong: `Your last name can be at most ${MAX_NAME} characters.`,
  passwordTooShort: authFailureMessages['weak-password'],
  invalidEmail: authFailureMessages['invalid-email'],
  resetSent: (email: string) =>
    `If an account exists for ${email}, a link to set a new password is on its way. Check your inbox and spam folder.`,
  profileNotFound: messages.profileNotFound,
  profileError: messages.profileError,
  // To an account with the admin's address that is not the admin: the owner reads its ID here to pin it.
  adminNotPinned: "Nobody is the admin yet: no account is pinned as the admin's in the site's configuration.",
  adminPinnedElsewhere:
    "This account has the admin's e-mail address, but it is not the admin: the admin is the one account pinned by its ID in the site's configuration.",
  adminUnconfirmed:
    'This is the admin\'s account, but its e-mail address is not confirmed yet. Open the link in the e-mail we sent you, or set a new password with "Forgot your password?" on the log-in page (its link confirms the address too), then log out and log in again.',
  accountId: "This account's ID:",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
