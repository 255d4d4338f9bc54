import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { cardOf, expiredCards, fitsListing, hasRoomFor, LISTING_PATH } from '../documents/adListing';
import { listingChange, relistPublished } from './listing';
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
import { isAdContent } from '../policies/adPolicy';
import {
  alreadyReported,
  emailNotVerified,
  listingFull,
  reportNotVerified,
  unlistable,
  waitingAdsLimit,
} from '../words/englishErrors';
import { newRecordId } from '../documents/documentPaths';
import { BackendError } from '../errors';
import { hasRoomIn } from '../policies/filingPolicy';
import { fileOneMore, readFiling, releaseOne } from './filings';
import { adReportPath, reporterPath } from '../policies/reportPolicy';
import {
  SUBMISSION_STATUSES,
  type NewSubmission,
  type SubmissionStatus,
  type SubmissionsRepository,
} from '../types';
import { adNow, commitDecision } from './adDecisions';
import { mapErrors, toBackendError } from './errorMapping';
import { read, readOwn, requireActor, stamp, type FirestoreContext } from './repository';

/** submissions/{id} (the ads) and their public copies in Cloud Firestore. */
export function firestoreAds(context: FirestoreContext): SubmissionsRepository {
  const { db } = context;
  const ads = collection(db, 'submissions');
  const listing = doc(db, LISTING_PATH);

  return {
    add: (submission: NewSubmission, id = newRecordId()) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        if (!actor.emailVerified) throw emailNotVerified();
        const ref = doc(ads, id);
        const data = submissionDocument(actor.uid, submission);
        /** This ad, when an earlier press filed it and only its answer was lost. */
        const filedBefore = async () => {
          const earlier = await readOwn(doc(ads, id));
          return earlier && isSameAd(earlier, data) ? toSubmission(id, earlier) : null;
        };
        const filing = await readFiling(db, actor.uid);
        if (filing?.lastAd === id) {
          const earlier = await filedBefore();
          if (earlier) return earlier;
        }
        if (!hasRoomIn(filing, 'waitingAds')) throw waitingAdsLimit();
        if (!isAdContent(actor, data)) {
          throw new BackendError('invalid-input', 'The ad is incomplete or too long.');
        }
        const batch = writeBatch(db);
        batch.set(ref, stamp(data));
        fileOneMore(batch, db, actor.uid, 'waitingAds', id);
        try {
          await batch.commit();
        } catch (error) {
          // Filed by an earlier press of another tab's since: the rules refuse it a second time.
          if (toBackendError(error).code !== 'permission-denied') throw error;
          const earlier = await filedBefore();
          if (earlier) return earlier;
          throw error;
        }
        return toSubmission(id, { ...data, timestamp: null });
      }),
    listPage: (status, { size, after }) =>
      mapErrors(async () => {
        // The cursor keeps the posting time to the nanosecond, so no ad of the same millisecond is skipped.
        const [seconds, nanoseconds, id] = (after ?? '').split(':');
        const constraints = [
          where('status', '==', status),
          orderBy('timestamp', 'desc'),
          orderBy(documentId(), 'desc'),
          ...(after && id ? [startAfter(new Timestamp(Number(seconds), Number(nanoseconds)), id)] : []),
          limit(size + 1),
        ];
        const snapshot = await getDocs(query(ads, ...constraints));
        const found = snapshot.docs.slice(0, size);
        const last = found[found.length - 1];
        const lastTime = last?.get('timestamp') as Timestamp | undefined;
        return {
          items: found.map((row) => toSubmission(row.id, row.data())),
          next:
            snapshot.docs.length > size && last && lastTime
              ? `${lastTime.seconds}:${lastTime.nanoseconds}:${last.id}`
              : null,
        };
      }),
    countByStatus: () =>
      mapErrors(async () => {
        const counts = await Promise.all(
          SUBMISSION_STATUSES.map(async (status) => {
            const snapshot = await getCount(query(ads, where('status', '==', status)));
            return [status, snapshot.data().count] as const;
          }),
        );
        return Object.fromEntries(counts) as Record<SubmissionStatus, number>;
      }),
    count: () => mapErrors(async () => (await getCount(ads)).data().count),
    get: (id) =>
      mapErrors(async () => {
        const found = await getDoc(doc(ads, id));
        return found.exists() ? toSubmission(id, found.data()) : null;
      }),
    listMine: () =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        return read(query(ads, where('uid', '==', actor.uid)), toSubmission);
      }),
    approve: (id) =>
      mapErrors(async () => {
        const ad = await adNow(db, id);
        // A press again after a lost answer: the ad is published already, its copy and card written.
        if (publicationStill(ad.status) === 'decided-before') return;
        if (!fitsListing(ad)) throw unlistable();
        // An ad from before moderation names no poster; its copy carries no name.
        const [poster, listed] = await Promise.all([
          ad.uid ? getDoc(doc(db, 'users', ad.uid)) : null,
          getDoc(listing),
        ]);
        const firstName = poster?.exists() ? String(poster.get('firstName') ?? '') : '';
        // The publication takes out cards whose period has ended, which keeps the listing small.
        const expired = expiredCards(listed.data() ?? null, new Date());
        if (!hasRoomFor(listed.data() ?? null, expired)) throw listingFull();
        const { ad: change, publicAd } = approvalDocuments(ad, firstName);
        const batch = writeBatch(db);
        batch.update(doc(ads, id), stamp(change));
        batch.set(doc(db, 'publicAds', id), stamp(publicAd));
        batch.set(listing, ...listingChange(id, cardOf(ad, serverTimestamp()), expired));
        await releaseOne(batch, db, ad.uid, 'waitingAds');
        await commitDecision(db, batch, id, publicationStill);
      }),
    reject: (id, reason) =>
      mapErrors(async () => {
        const ad = await adNow(db, id);
        // A press again after a lost answer: the ad is rejected already, with the reason first given.
        if (rejectionStill(ad.status) === 'decided-before') return;
        const batch = writeBatch(db);
        batch.update(doc(ads, id), decisionDocument('rejected', reason));
        await releaseOne(batch, db, ad.uid, 'waitingAds');
        await commitDecision(db, batch, id, rejectionStill);
      }),
    takeDown: (id, reason) =>
      mapErrors(async () => {
        const found = await getDoc(doc(ads, id));
        if (!found.exists()) throw new BackendError('not-found', 'This ad no longer exists.');
        // A press again after a lost answer: the ad is down already, with the reason first given.
        if (toSubmission(id, found.data()).status === 'taken-down') return;
        const batch = writeBatch(db);
        batch.update(doc(ads, id), decisionDocument('taken-down', reason));
        batch.delete(doc(db, 'publicAds', id));
        batch.set(listing, ...listingChange(id, null));
        batch.delete(doc(db, adReportPath(id)));
        await batch.commit();
      }),
    withdraw: (id) =>
      mapErrors(async () => {
        const batch = writeBatch(db);
        batch.update(doc(ads, id), { status: 'withdrawn' });
        batch.delete(doc(db, 'publicAds', id));
        batch.set(listing, ...listingChange(id, null));
        await batch.commit();
      }),
    renew: (id) =>
      mapErrors(async () => {
        const found = await getDoc(doc(ads, id));
        if (!found.exists()) throw new BackendError('not-found', 'This ad no longer exists.');
        const batch = writeBatch(db);
        batch.update(doc(ads, id), stamp(renewalDocument()));
        batch.update(doc(db, 'publicAds', id), stamp(renewalDocument()));
        batch.set(listing, ...listingChange(id, cardOf(toSubmission(id, found.data()), serverTimestamp())));
        await batch.commit();
      }),
    report: (id, reason) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        if (!actor.emailVerified) throw reportNotVerified();
        const mark = doc(db, reporterPath(id, actor.uid));
        if ((await getDoc(mark)).exists()) throw alreadyReported();
        // The reporter cannot read the count; the server moves it up by one (the rules check by how much).
        const { reporter, report } = reportDocuments(id, actor.uid, reason, null);
        const batch = writeBatch(db);
        batch.set(mark, stamp(reporter));
        batch.set(doc(db, adReportPath(id)), stamp({ ...report, count: increment(1) }), { merge: true });
        await batch.commit();
      }),
    hasReported: (id) =>
      mapErrors(async () => {
        const actor = await requireActor(context);
        return (await getDoc(doc(db, reporterPath(id, actor.uid)))).exists();
      }),
    reported: (size) =>
      mapErrors(() =>
        read(query(collection(db, 'adReports'), orderBy('count', 'desc'), limit(size)), toAdReport),
      ),
    dismissReports: (id) =>
      mapErrors(async () => {
        const batch = writeBatch(db);
        batch.delete(doc(db, adReportPath(id)));
        await batch.commit();
      }),
    relist: () =>
      mapErrors(async () => {
        await requireActor(context);
        return relistPublished(db);
      }),
  };
}
