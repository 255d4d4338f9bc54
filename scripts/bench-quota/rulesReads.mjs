// The documents firestore.rules read (get, exists, getAfter, existsAfter) to judge each write and
// read the app makes, as npm run bench:quota counts them: Firestore bills one read per such document
// per request, once however often the rules name it, allowed or refused. Every document a rule may
// name on its way is counted, without the shortcuts of && and ||, and the documents the request
// writes itself too, so the figure is the most the rules can cost. rulesReads.test.ts holds this
// list to the collections each match block of firestore.rules names.

/** The collections whose documents each block's rules read, by what is asked of them. */
export const RULES_READS = {
  users: [],
  payments: ['filings', 'entitlements', 'users'],
  entitlements: ['payments'],
  bookFiles: ['entitlements'],
  totals: ['dailyEntries'],
  dailyEntries: ['totals'],
  payouts: ['payoutTotals', 'payouts'],
  payoutTotals: ['payouts'],
  payoutDetails: ['users'],
  sentPayouts: ['payouts'],
  submissions: ['users', 'filings', 'publicAds'],
  publicAds: ['submissions', 'users', 'listings'],
  listings: ['publicAds', 'submissions'],
  filings: [],
  adReports: ['adReporters'],
  adReporters: ['users', 'publicAds', 'adReports'],
};

const collectionOf = (path) => {
  const parts = path.split('/');
  if (parts[0] === 'entries') return parts.length === 2 ? 'totals' : 'dailyEntries';
  if (parts[0] === 'listings') return 'listings';
  return parts[0];
};

const lastDays = (totals) =>
  totals?.lastDay === undefined ? [] : Array.isArray(totals.lastDay) ? totals.lastDay : [totals.lastDay];

/** The documents one write or read makes the rules read. */
function readsOf({ kind, path, before, after }, uid) {
  const [, id] = path.split('/');
  const data = after ?? before ?? {};
  switch (collectionOf(path)) {
    case 'payments':
      if (kind === 'create') return [`filings/${uid}`, `entitlements/${uid}_${data.bookId}`, `users/${uid}`];
      if (kind === 'update') return [`entitlements/${data.uid}_${data.bookId}`, `filings/${data.uid}`];
      return [];
    case 'entitlements':
      return kind === 'get' ? [] : [`payments/${data.paymentId}`];
    case 'bookFiles':
      return kind === 'get' ? [`entitlements/${uid}_${id}`] : [];
    case 'totals':
      return kind === 'get' ? [] : lastDays(data).map((day) => `entries/${id}/dailyEntries/${day}`);
    case 'dailyEntries':
      return kind === 'get' ? [] : [`entries/${path.split('/')[1]}`];
    case 'payouts':
      return kind === 'get'
        ? []
        : [`payoutTotals/${data.uid}`, ...(data.reverses ? [`payouts/${data.reverses}`] : [])];
    case 'payoutTotals':
      return kind === 'get' ? [] : [`payouts/${data.lastPayout}`];
    case 'sentPayouts':
      // A withdrawal looks for the payout recorded under the reference; a run's create reads nothing.
      return kind === 'update' ? [`payouts/${id}`] : [];
    case 'submissions':
      if (kind === 'create') return [`users/${uid}`, `filings/${uid}`];
      if (kind === 'update') return [`publicAds/${id}`, ...(data.uid ? [`filings/${data.uid}`] : [])];
      return [];
    case 'publicAds':
      if (kind === 'get') return [];
      return [
        `submissions/${id}`,
        // The poster's profile, for the first name (named by the ad, which the copy does not name).
        ...(kind === 'create' ? [`users/(poster of ${id})`] : []),
        'listings/ads',
      ];
    case 'listings':
      return kind === 'get' ? [] : [`publicAds/${data.lastAd}`, `submissions/${data.lastAd}`];
    case 'adReports':
      return kind === 'get' ? [] : [`adReporters/${uid}_${id}`];
    case 'adReporters':
      return kind === 'get' ? [] : [`users/${uid}`, `publicAds/${data.adId}`, `adReports/${data.adId}`];
    default:
      return [];
  }
}

/**
 * The distinct documents the rules read for one request: its writes (a commit) or the documents it
 * reads, each `{ kind: 'create' | 'update' | 'delete' | 'get', path, before?, after? }`.
 */
export async function rulesReads(operations, uid) {
  const documents = new Set();
  for (const operation of operations) for (const path of readsOf(operation, uid)) documents.add(path);
  return [...documents];
}
