import { isBackendError } from '../../backend/errors';
import { englishErrorMessage } from '../../backend/words/englishErrors';
import { isOffline } from '../../lib/online';
import { userApprovalMessages as text } from './messages';

/**
 * What the admin is told of an approval given or taken back that failed. One that heard no answer
 * may have landed, so it is never said not to have happened: the write sets the approval, and
 * pressing `action` again sets it the same.
 */
export function approvalFailure(name: string, approved: boolean, action: string, error: unknown): string {
  if (!isBackendError(error, 'network')) return text.failed(name, approved, englishErrorMessage(error));
  return isOffline() ? text.offline(name, approved, action) : text.unconfirmed(name, approved, action);
}
