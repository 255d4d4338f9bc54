import { AD_REPORT_FIELDS, AD_REPORTER_FIELDS } from '../documents/fields';
import { isAdmin, type Actor } from '../isAdmin';
import { hasAll, hasOnly, isServerTime, type DocData, type PolicyContext } from './policyHelpers';
import { isListedAt } from '../documents/publicAds';
import { REPORT_REASONS } from '../port/ads';

/**
 * The access policy of an ad's reports: adReports/{adId} counts them for the admin, and
 * adReporters/{uid}_{adId} marks that an account has reported the ad. A report is filed in one
 * batch that creates the mark and moves the count up by one, so each account counts once; only a
 * listed ad is reported, and only by an account with a profile and a verified address (as posting
 * one needs: throw-away accounts cannot push an ad up the admin's list). The admin reads the counts
 * and deletes one to set its reports aside. firestore.rules states the same.
 */

export const adReportPath = (adId: string) => `adReports/${adId}`;
export const reporterPath = (adId: string, uid: string) => `adReporters/${uid}_${adId}`;

/** An account reads its own marks, there or not, by their id alone. */
export const isOwnReporterId = (actor: Actor, id: string) => id.startsWith(`${actor.uid}_`);

const isReason = (value: unknown) => (REPORT_REASONS as readonly unknown[]).includes(value);
const countOf = (report: DocData | null) => (typeof report?.count === 'number' ? report.count : 0);

/** The mark of one account's report of a listed ad, filed with the count in the same batch. */
export function canCreateReporter(actor: Actor, id: string, data: DocData, context: PolicyContext): boolean {
  if (!hasOnly(data, AD_REPORTER_FIELDS) || !hasAll(data, AD_REPORTER_FIELDS)) return false;
  if (typeof data.adId !== 'string' || data.uid !== actor.uid || id !== `${actor.uid}_${data.adId}`)
    return false;
  const copy = context.get(`publicAds/${data.adId}`);
  const report = context.getAfter(adReportPath(data.adId));
  return (
    isReason(data.reason) &&
    isServerTime(data.reportedAt) &&
    actor.emailVerified &&
    context.get(`users/${actor.uid}`) !== null &&
    copy !== null &&
    isListedAt(copy.publishedAt, context.now) &&
    report !== null &&
    report.lastReason === data.reason &&
    isServerTime(report.lastReportedAt)
  );
}

/** The count moves up by exactly one, with the mark of a new reporter in the same batch. */
export function canCountReport(
  actor: Actor,
  adId: string,
  before: DocData | null,
  after: DocData,
  context: PolicyContext,
): boolean {
  const mark = reporterPath(adId, actor.uid);
  return (
    hasOnly(after, AD_REPORT_FIELDS) &&
    hasAll(after, AD_REPORT_FIELDS) &&
    after.count === countOf(before) + 1 &&
    isReason(after.lastReason) &&
    isServerTime(after.lastReportedAt) &&
    context.get(mark) === null &&
    context.getAfter(mark) !== null
  );
}

/** The admin sets an ad's reports aside, or takes the ad down with them. */
export const canDeleteReports = (actor: Actor) => isAdmin(actor);
