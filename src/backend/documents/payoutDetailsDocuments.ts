import type { PayoutDetailsDocument } from './fields';
import { text, toDate } from './documentReading';
import { SERVER_TIME, type DocData } from '../policies/policyHelpers';
import type { NewPayoutDetails, PayoutDetails } from '../types';

/** payoutDetails/{uid} as both backends write it: the other method's fields empty, dated by the server. */
export function payoutDetailsDocument(details: NewPayoutDetails): DocData {
  const empty = { holder: '', account: '', ifsc: '', upi: '' };
  return {
    ...empty,
    ...details,
    changedAt: SERVER_TIME,
  } satisfies PayoutDetailsDocument;
}

export function toPayoutDetails(uid: string, data: DocData): PayoutDetails {
  return {
    uid,
    method: data.method === 'upi' ? 'upi' : 'bank',
    holder: text(data.holder),
    account: text(data.account),
    ifsc: text(data.ifsc),
    upi: text(data.upi),
    changedAt: toDate(data.changedAt),
  };
}
