import { SERVER_TIME } from '../policies/policy';
import { allow, deny, listingWrite, type MatrixCase, type MatrixOp, type MatrixWrite } from './fixtures';

const REASON = 'Reported as a scam: it asks for money before the viewing.';

/**
 * The admin's takedown of a published ad: the ad's new state, its copy's deletion and its card's,
 * together.
 */
const takedown = (
  id: string,
  reason: string = REASON,
  listing: MatrixWrite | null = listingWrite(id, null),
): MatrixOp => ({
  kind: 'batch',
  writes: [
    { type: 'update', path: `submissions/${id}`, data: { status: 'taken-down', reason } },
    { type: 'delete', path: `publicAds/${id}` },
    ...(listing ? [listing] : []),
  ],
});

/** submissions/{id} and publicAds/{id}: the admin takes a published ad down, with a reason. */
export function takedownCases(): MatrixCase[] {
  return [
    allow(
      'the admin takes a published ad down with a reason, deleting its public copy',
      'admin',
      takedown('pub1'),
    ),
    allow('the admin takes an expired ad down too', 'admin', takedown('old1')),
    allow('the admin takes a reported ad down, setting its reports aside in the same batch', 'admin', {
      kind: 'batch',
      writes: [
        ...(takedown('pub1') as { writes: MatrixWrite[] }).writes,
        { type: 'delete', path: 'adReports/pub1' },
      ],
    }),
    deny('a takedown takes the card off the listing too', 'admin', takedown('pub1', REASON, null)),
    deny('a takedown needs a reason for the poster', 'admin', takedown('pub1', '')),
    deny("a takedown's reason is at most 500 characters", 'admin', takedown('pub1', 'x'.repeat(501))),
    deny('a takedown deletes the public copy too', 'admin', {
      kind: 'update',
      path: 'submissions/pub1',
      data: { status: 'taken-down', reason: REASON },
    }),
    deny('a takedown changes nothing else of the ad', 'admin', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'submissions/pub1',
          data: { status: 'taken-down', reason: REASON, fields: { Brand: 'Tata' } },
        },
        { type: 'delete', path: 'publicAds/pub1' },
      ],
    }),
    deny('only a published ad is taken down; a waiting one is rejected', 'admin', takedown('sub1')),
    deny('a poster cannot take their own ad down in the admin’s name', 'learner', takedown('pub1')),
    deny("a user cannot take another user's ad down", 'other', takedown('pub1')),
    deny('the admin cannot delete a public copy without taking its ad down', 'admin', {
      kind: 'delete',
      path: 'publicAds/pub1',
    }),
    deny('a taken-down ad cannot be renewed by its poster', 'learner', {
      kind: 'batch',
      writes: [
        { type: 'update', path: 'submissions/down1', data: { publishedAt: SERVER_TIME } },
        { type: 'set', path: 'publicAds/down1', data: { publishedAt: SERVER_TIME } },
      ],
    }),
    deny('a taken-down ad cannot be put back by its poster', 'learner', {
      kind: 'update',
      path: 'submissions/down1',
      data: { status: 'published' },
    }),
    deny('the admin cannot publish a taken-down ad again', 'admin', {
      kind: 'batch',
      writes: [
        {
          type: 'update',
          path: 'submissions/down1',
          data: { status: 'published', publishedAt: SERVER_TIME },
        },
        { type: 'delete', path: 'publicAds/down1' },
      ],
    }),
    allow('the poster reads their taken-down ad and its reason', 'learner', {
      kind: 'get',
      path: 'submissions/down1',
    }),
    deny('another user cannot read a taken-down ad', 'other', { kind: 'get', path: 'submissions/down1' }),
  ];
}
