import { BackendError } from '../../../backend/errors';
import type { AuthPort, EmailAction } from '../../../backend/types';

/**
 * Uses a code that changes an address (verifies it, restores it, or makes it the account's), once
 * it is known to be of `action`: a link whose mode says one thing and whose code does another is
 * refused, not followed. Gives the address the code acted on.
 */
const applyCodeOf =
  (action: Exclude<EmailAction, 'resetPassword'>) =>
  async (auth: AuthPort, code: string): Promise<string> => {
    const info = await auth.checkActionCode(code);
    if (info.action !== action) throw new BackendError('invalid-action-code');
    await auth.applyActionCode(code);
    return info.email;
  };

export const verifyAddress = applyCodeOf('verifyEmail');
export const restoreAddress = applyCodeOf('recoverEmail');
export const changeAddress = applyCodeOf('verifyAndChangeEmail');

/** The address whose password the code sets, checked before the form is shown. */
export const resetAddress = (auth: AuthPort, code: string) => auth.verifyPasswordResetCode(code);
