import { authFailureMessages } from '../../backend/errors';

/** Words of the account pages. Sentences for backend failures live in src/backend/errors.ts. */
export const authMessages = {
  enterEmail: 'Enter your e-mail.',
  enterPassword: 'Enter your password.',
  enterFirstName: 'Enter your first name.',
  enterLastName: 'Enter your last name.',
  passwordTooShort: authFailureMessages['weak-password'],
  invalidEmail: authFailureMessages['invalid-email'],
  resetSent: (email: string) =>
    `If an account exists for ${email}, a link to set a new password is on its way. Check your inbox and spam folder.`,
  profileNotFound: 'User profile not found.',
  profileError: 'Error fetching user profile.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
