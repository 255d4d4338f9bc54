import { englishErrorMessage } from '../../backend/words/englishErrors';
import { isBackendError } from '../../backend/errors';
import { isOffline } from '../../lib/online';
import { paymentMessages as text } from './messages';

const words = {
  approve: { offline: text.approveOffline, unconfirmed: text.approveUnconfirmed, failed: text.approveFailed },
  reject: { offline: text.rejectOffline, unconfirmed: text.rejectUnconfirmed, failed: text.rejectFailed },
};

/**
 * What the admin is told of an approval or rejection that failed. One that heard no answer may
 * have landed, so it is never said not to have happened: pressed again, it is found decided.
 */
export function decisionFailure(decision: 'approve' | 'reject', buyer: string, error: unknown): string {
  const said = words[decision];
  if (!isBackendError(error, 'network')) return said.failed(buyer, englishErrorMessage(error));
  return isOffline() ? said.offline(buyer) : said.unconfirmed(buyer);
}
