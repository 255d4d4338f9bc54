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
} as const;

export const MIN_PASSWORD_LENGTH = 6;
