import { BackendError } from '../errors';
import { isOneOf, text, toDate, warnUnknown } from './documentReading';
import type {
  AdReportDocument,
  AdReporterDocument,
  PublicAdDocument,
  SubmissionChange,
  SubmissionDocument,
} from './fields';
import { SERVER_TIME, type DocData } from '../policies/policyHelpers';
import { adWords } from './publicAds';
import {
  REPORT_REASONS,
  SUBMISSION_STATUSES,
  type AdReport,
  type NewSubmission,
  type ReportReason,
  type Submission,
  type SubmissionStatus,
} from '../types';

/** submissions/{id} and publicAds/{id}: an ad and its public copy, written and read. */

/** submissions/{auto id}, owned by `uid`, stamped with server time, waiting for review. */
export function submissionDocument(uid: string, submission: NewSubmission): DocData {
  return {
    userName: submission.userName,
    email: submission.email,
    category: submission.category,
    subcategory: submission.subcategory,
    fields: { ...submission.fields },
    timestamp: SERVER_TIME,
    uid,
    status: 'waiting',
  } satisfies SubmissionDocument;
}

/**
 * Whether the ad `stored` under an id is the one `filed` describes: the same poster's same words,
 * sent again by a form whose first answer was lost, and so already filed.
 */
export function isSameAd(stored: DocData, filed: DocData): boolean {
  const sameFields = (a: unknown, b: unknown) =>
    JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());
  return (
    stored.uid === filed.uid &&
    stored.category === filed.category &&
    stored.subcategory === filed.subcategory &&
    sameFields(stored.fields, filed.fields)
  );
}

/**
 * The admin's approval: the ad's new state and its public copy, written together. The copy holds
 * the ad's own category, subcategory and fields, the poster's first name and the words a search
 * matches; never the e-mail, the full name or the account id.
 */
export function approvalDocuments(
  ad: Submission,
  posterFirstName: string,
): { ad: DocData; publicAd: DocData } {
  return {
    ad: { status: 'published', publishedAt: SERVER_TIME } satisfies SubmissionChange,
    publicAd: {
      category: ad.category,
      subcategory: ad.subcategory,
      fields: { ...ad.fields },
      firstName: posterFirstName,
      publishedAt: SERVER_TIME,
      words: adWords(ad),
    } satisfies PublicAdDocument,
  };
}

/**
 * The admin's decision with a reason the poster reads: a waiting ad rejected, or a published one
 * taken down (its public copy is deleted in the same batch).
 */
export const decisionDocument = (status: 'rejected' | 'taken-down', reason: string): DocData =>
  ({ status, reason: reason.trim() }) satisfies SubmissionChange;

/** What happened to an ad that is no longer waiting, as a decision that came too late says it. */
const decidedBefore: Record<Exclude<SubmissionStatus, 'waiting'>, string> = {
  published: 'published',
  rejected: 'rejected',
  withdrawn: 'withdrawn by its poster',
  'taken-down': 'taken down',
};

/**
 * Whether the admin's rejection of an ad now `status` is still to make ('decided-before' when it
 * was rejected already, as a press again after a lost answer finds it); an ad published by then
 * is refused, and stays as it is.
 */
export function rejectionStill(status: SubmissionStatus): 'to-make' | 'decided-before' {
  if (status === 'waiting') return 'to-make';
  if (status === 'rejected') return 'decided-before';
  throw new BackendError('already-exists', `This ad was already ${decidedBefore[status]} by then.`);
}

/**
 * Whether the admin's publication of an ad now `status` is still to make ('decided-before' when it
 * was published already, as a press again after a lost answer finds it); an ad rejected, withdrawn
 * or taken down by then is refused, and stays as it is.
 */
export function publicationStill(status: SubmissionStatus): 'to-make' | 'decided-before' {
  if (status === 'waiting') return 'to-make';
  if (status === 'published') return 'decided-before';
  throw new BackendError('already-exists', `This ad was already ${decidedBefore[status]} by then.`);
}

/** One account's report of an ad: its mark, and the ad's count moved up by one. */
export function reportDocuments(
  adId: string,
  uid: string,
  reason: ReportReason,
  before: DocData | null,
): { reporter: DocData; report: DocData } {
  return {
    reporter: { adId, uid, reason, reportedAt: SERVER_TIME } satisfies AdReporterDocument,
    report: {
      count: (typeof before?.count === 'number' ? before.count : 0) + 1,
      lastReason: reason,
      lastReportedAt: SERVER_TIME,
    } satisfies AdReportDocument,
  };
}

export function toAdReport(adId: string, data: DocData): AdReport {
  return {
    adId,
    count: typeof data.count === 'number' ? data.count : 0,
    lastReason: isOneOf(REPORT_REASONS, data.lastReason) ? data.lastReason : 'other',
    lastReportedAt: toDate(data.lastReportedAt),
  };
}

/** The poster's renewal: the ad and its public copy published again from now. */
export const renewalDocument = (): DocData => ({ publishedAt: SERVER_TIME });

/**
 * An ad posted before moderation existed has no state: it waits for review like a new one. One of
 * an unknown state is read as waiting too, the state that shows it to no one but its poster and
 * the admin, but that is a guess worth a warning.
 */
function adStatus(id: string, stored: unknown): SubmissionStatus {
  if (stored === undefined || isOneOf(SUBMISSION_STATUSES, stored)) return stored ?? 'waiting';
  warnUnknown(`Ad ${id}`, 'status', stored, 'it is shown as waiting for review');
  return 'waiting';
}

export function toSubmission(id: string, data: DocData): Submission {
  const fields: Record<string, string> = {};
  if (typeof data.fields === 'object' && data.fields !== null) {
    for (const [label, value] of Object.entries(data.fields)) fields[label] = String(value);
  }
  return {
    id,
    userName: text(data.userName),
    email: text(data.email),
    category: text(data.category),
    subcategory: text(data.subcategory),
    fields,
    timestamp: toDate(data.timestamp),
    uid: text(data.uid),
    status: adStatus(id, data.status),
    publishedAt: toDate(data.publishedAt),
    reason: text(data.reason),
  };
}
