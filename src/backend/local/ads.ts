import {
  approvalDocuments,
  decisionDocument,
  isSameAd,
  publicationStill,
  rejectionStill,
  renewalDocument,
  submissionDocument,
  reportDocuments,
  toAdReport,
  toSubmission,
} from '../documents/documents';
import {
  alreadyReported,
  emailNotVerified,
  reportNotVerified,
  waitingAdsLimit,
} from '../words/englishErrors';
import { newRecordId } from '../documents/documentPaths';
import { BackendError } from '../errors';
import { adReportPath, reporterPath } from '../policies/reportPolicy';
import { filingAfter, filingPath, hasRoomIn } from '../policies/filingPolicy';
import type { BatchWrite } from './store';
import { pageCursor, toPublicAd } from '../documents/publicAds';
import {
  SUBMISSION_STATUSES,
  type NewSubmission,
  type Submission,
  type SubmissionStatus,
  type SubmissionsRepository,
} from '../types';
import {
  cardOf,
  expiredCards,
  fitsListing,
  hasRoomFor,
  holdsCard,
  LISTING_PATH,
  listingAfter,
} from '../documents/adListing';
import { listingFull, unlistable } from '../words/englishErrors';
import { SERVER_TIME } from '../policies/policyHelpers';
import { MAX_PUBLIC_ADS_QUERY } from '../limits';
import { requireActor, type LocalRepositoryContext } from './repository';

/** Newest posted first; the id settles a tie, as Firestore orders them. */
const newestPostedFirst = (a: Submission, b: Submission) =>
  (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** submissions/{id} (the ads) and their public copies in the local backend. */
export function localAds(context: LocalRepositoryContext): SubmissionsRepository {
  const { store, actor } = context;
  const all = () => store.list(actor(), 'submissions').map(({ id, data }) => toSubmission(id, data));
  const find = (id: string) => {
    const data = store.get(actor(), `submissions/${id}`);
    if (!data) throw new BackendError('not-found', 'This ad no longer exists.');
    return toSubmission(id, data);
  };
  /** The write that frees the poster's place among their waiting ads, if any (none before moderation). */
  const freeingPlace = (uid: string): BatchWrite[] => {
    if (!uid) return [];
    const filing = filingAfter(store.get(actor(), filingPath(uid)), 'waitingAds', -1);
    return filing ? [{ type: 'set', path: filingPath(uid), data: filing }] : [];
  };
  /**
   * The listing's write that goes with an ad's: its card put in from `copy` (or taken out, with
   * null), and, with `prune`, the expired cards taken out.
   */
  const listing = (id: string, copy: Submission | null, prune = false): BatchWrite => {
    const before = store.get(actor(), LISTING_PATH);
    const expired = prune ? expiredCards(before, store.serverView().now) : [];
    if (copy && !holdsCard(before, id) && !hasRoomFor(before, expired)) throw listingFull();
    return {
      type: 'set',
      path: LISTING_PATH,
      data: listingAfter(before, id, copy && cardOf(copy, SERVER_TIME), expired),
    };
  };
  return {
    async add(submission: NewSubmission, id = newRecordId()) {
      const signedIn = requireActor(context);
      if (!signedIn.emailVerified) throw emailNotVerified();
      const data = submissionDocument(signedIn.uid, submission);
      // Filed by an earlier press whose answer was lost: it comes back, filed once.
      const earlier = store.serverView().get(`submissions/${id}`);
      if (earlier && isSameAd(earlier, data)) return toSubmission(id, earlier);
      const path = filingPath(signedIn.uid);
      const filed = store.get(signedIn, path);
      if (!hasRoomIn(filed, 'waitingAds')) throw waitingAdsLimit();
      const [written] = store.batch(signedIn, [
        { type: 'set', path: `submissions/${id}`, data },
        { type: 'set', path, data: filingAfter(filed, 'waitingAds', 1, id) },
      ]);
      return toSubmission(id, written!);
    },
    async listPage(status, { size, after }) {
      const inState = all()
        .filter((ad) => ad.status === status)
        .sort(newestPostedFirst);
      const start = after ? inState.findIndex((ad) => pageCursorOf(ad) === after) + 1 : 0;
      const items = inState.slice(start, start + size);
      const more = start + size < inState.length;
      return { items, next: more && items.length ? pageCursorOf(items[items.length - 1]!) : null };
    },
    async countByStatus() {
      const ads = all();
      return Object.fromEntries(
        SUBMISSION_STATUSES.map((status) => [status, ads.filter((ad) => ad.status === status).length]),
      ) as Record<SubmissionStatus, number>;
    },
    async count() {
      return store.list(actor(), 'submissions').length;
    },
    async get(id) {
      const data = store.get(requireActor(context), `submissions/${id}`);
      return data ? toSubmission(id, data) : null;
    },
    async listMine() {
      const signedIn = requireActor(context);
      return store.list(signedIn, 'submissions', signedIn.uid).map(({ id, data }) => toSubmission(id, data));
    },
    async approve(id) {
      const admin = requireActor(context);
      const ad = find(id);
      // A press again after a lost answer: the ad is published already, its copy and card written.
      if (publicationStill(ad.status) === 'decided-before') return;
      if (!fitsListing(ad)) throw unlistable();
      const poster = ad.uid ? store.get(admin, `users/${ad.uid}`) : null;
      const firstName = typeof poster?.firstName === 'string' ? poster.firstName : '';
      const { ad: change, publicAd } = approvalDocuments(ad, firstName);
      store.batch(admin, [
        { type: 'update', path: `submissions/${id}`, data: change },
        { type: 'set', path: `publicAds/${id}`, data: publicAd },
        listing(id, ad, true),
        ...freeingPlace(ad.uid),
      ]);
    },
    async reject(id, reason) {
      const admin = requireActor(context);
      const ad = find(id);
      // A press again after a lost answer: the ad is rejected already, with the reason first given.
      if (rejectionStill(ad.status) === 'decided-before') return;
      store.batch(admin, [
        { type: 'update', path: `submissions/${id}`, data: decisionDocument('rejected', reason) },
        ...freeingPlace(ad.uid),
      ]);
    },
    async takeDown(id, reason) {
      const admin = requireActor(context);
      // A press again after a lost answer: the ad is down already, with the reason first given.
      if (find(id).status === 'taken-down') return;
      store.batch(admin, [
        { type: 'update', path: `submissions/${id}`, data: decisionDocument('taken-down', reason) },
        { type: 'delete', path: `publicAds/${id}` },
        listing(id, null),
        { type: 'delete', path: adReportPath(id) },
      ]);
    },
    async withdraw(id) {
      const poster = requireActor(context);
      store.batch(poster, [
        { type: 'update', path: `submissions/${id}`, data: { status: 'withdrawn' } },
        { type: 'delete', path: `publicAds/${id}` },
        listing(id, null),
      ]);
    },
    async renew(id) {
      const poster = requireActor(context);
      const ad = store.get(poster, `submissions/${id}`);
      store.batch(poster, [
        { type: 'update', path: `submissions/${id}`, data: renewalDocument() },
        { type: 'update', path: `publicAds/${id}`, data: renewalDocument() },
        listing(id, ad && toSubmission(id, ad)),
      ]);
    },
    async report(id, reason) {
      const reporter = requireActor(context);
      if (!reporter.emailVerified) throw reportNotVerified();
      const mark = reporterPath(id, reporter.uid);
      if (store.get(reporter, mark)) throw alreadyReported();
      // The reporter cannot read the count: the server moves it up by one, as increment() does.
      const before = store.serverView().get(adReportPath(id));
      const documents = reportDocuments(id, reporter.uid, reason, before);
      store.batch(reporter, [
        { type: 'set', path: mark, data: documents.reporter },
        { type: 'set', path: adReportPath(id), data: documents.report },
      ]);
    },
    async hasReported(id) {
      const reporter = requireActor(context);
      return store.get(reporter, reporterPath(id, reporter.uid)) !== null;
    },
    async reported(size) {
      return store
        .list(actor(), 'adReports')
        .map(({ id, data }) => toAdReport(id, data))
        .sort((a, b) => b.count - a.count || (a.adId < b.adId ? -1 : 1))
        .slice(0, size);
    },
    async dismissReports(id) {
      store.batch(requireActor(context), [{ type: 'delete', path: adReportPath(id) }]);
    },
    async relist() {
      const admin = requireActor(context);
      // The public copies still listed, as the rules let a query ask for them (read whole here).
      const copies = store.list(admin, 'publicAds', undefined, true, MAX_PUBLIC_ADS_QUERY);
      let added = 0;
      for (const { id, data } of copies) {
        const before = store.get(admin, LISTING_PATH);
        const copy = toPublicAd(id, data, null);
        if (holdsCard(before, id) || !fitsListing(copy)) continue;
        if (!hasRoomFor(before, [])) throw listingFull();
        const card = cardOf(copy, data.publishedAt);
        store.batch(admin, [{ type: 'set', path: LISTING_PATH, data: listingAfter(before, id, card) }]);
        added += 1;
      }
      return added;
    },
  };
}

/** The admin's pages follow the posting time, not the publication. */
const pageCursorOf = (ad: Submission) => pageCursor({ id: ad.id, publishedAt: ad.timestamp });
