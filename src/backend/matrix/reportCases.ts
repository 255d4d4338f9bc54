import { SERVER_TIME } from '../policies/policy';
import { allow, deny, type MatrixCase, type MatrixOp } from './fixtures';

/** One account's report of an ad: its mark, and the ad's count as it should be after it. */
const report = (
  who: string,
  adId: string,
  count: number,
  mark: Record<string, unknown> = {},
  counted: Record<string, unknown> = {},
): MatrixOp => ({
  kind: 'batch',
  writes: [
    {
      type: 'set',
      path: `adReporters/${who}_${adId}`,
      data: { adId, uid: who, reason: 'scam', reportedAt: SERVER_TIME, ...mark },
    },
    {
      type: 'set',
      path: `adReports/${adId}`,
      data: { count, lastReason: 'scam', lastReportedAt: SERVER_TIME, ...counted },
    },
  ],
});

/** adReports/{adId} and adReporters/{uid}_{adId}: visitors report listed ads; the admin reads and clears. */
export function reportCases(): MatrixCase[] {
  return [
    // pub1 has been reported once, by the approved worker (matrixSeed).
    allow(
      'a signed-in user reports a listed ad, moving its count up by one',
      'other',
      report('other', 'pub1', 2),
    ),
    allow('the first report of an ad starts its count at one', 'other', report('other', 'pub2', 1)),
    deny('a user reports an ad once', 'approved', report('approved', 'pub1', 2)),
    deny('a report moves the count by exactly one', 'other', report('other', 'pub1', 5)),
    deny('a report is counted in the same batch as its mark', 'other', {
      kind: 'create',
      path: 'adReports/pub1',
      data: { count: 2, lastReason: 'scam', lastReportedAt: SERVER_TIME },
    }),
    deny('a mark is filed with the count in the same batch', 'other', {
      kind: 'create',
      path: 'adReporters/other_pub1',
      data: { adId: 'pub1', uid: 'other', reason: 'scam', reportedAt: SERVER_TIME },
    }),
    deny("a user cannot report in another user's name", 'other', report('learner', 'pub1', 2)),
    deny(
      'a report gives one of the offered reasons',
      'other',
      report('other', 'pub1', 2, { reason: 'boring' }, { lastReason: 'boring' }),
    ),
    deny(
      'the count carries the reason of the report',
      'other',
      report('other', 'pub1', 2, {}, { lastReason: 'sold' }),
    ),
    deny('an expired ad is not reported', 'other', report('other', 'old1', 1)),
    deny('an ad that is not listed is not reported', 'other', report('other', 'sub1', 1)),
    deny('a visitor who is not signed in cannot report', 'anonymous', report('anonymous', 'pub1', 2)),
    deny('filing a report needs a profile', 'newcomer', report('newcomer', 'pub1', 2)),
    deny(
      'an account whose address is not confirmed cannot report, even with a profile',
      'unconfirmed',
      report('unconfirmed', 'pub1', 2),
    ),

    deny('a report carries nothing else', 'other', report('other', 'pub1', 2, { note: 'call me' })),
    allow('a user reads their own mark', 'approved', { kind: 'get', path: 'adReporters/approved_pub1' }),
    allow('a user asks whether they have reported an ad', 'other', {
      kind: 'get',
      path: 'adReporters/other_pub1',
    }),
    deny("a user cannot read another user's mark", 'other', {
      kind: 'get',
      path: 'adReporters/approved_pub1',
    }),
    deny('a user cannot read the count of reports', 'learner', { kind: 'get', path: 'adReports/pub1' }),
    deny('a user cannot list the reported ads', 'learner', { kind: 'list', collection: 'adReports' }),
    allow('the admin lists the reported ads', 'admin', { kind: 'list', collection: 'adReports' }),
    allow("the admin sets an ad's reports aside", 'admin', { kind: 'delete', path: 'adReports/pub1' }),
    deny("a user cannot set an ad's reports aside", 'learner', { kind: 'delete', path: 'adReports/pub1' }),
    deny('a mark is never changed', 'approved', {
      kind: 'update',
      path: 'adReporters/approved_pub1',
      data: { reason: 'sold' },
    }),
    deny('a mark is never deleted by its reporter', 'approved', {
      kind: 'delete',
      path: 'adReporters/approved_pub1',
    }),
  ];
}
