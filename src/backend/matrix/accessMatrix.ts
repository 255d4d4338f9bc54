import type { MatrixCase } from './fixtures';
import { adCases } from './adCases';
import { entryCases } from './entryCases';
import { recentDayCases } from './recentDayCases';
import { dayPairCases } from './dayPairCases';
import { monthDayCases } from './monthDayCases';
import { filingCases } from './filingCases';
import { listingCases } from './listingCases';
import { ownerCases } from './ownerCases';
import { paymentCases } from './paymentCases';
import { payoutCases } from './payoutCases';
import { payoutDetailsCases } from './payoutDetailsCases';
import { purchaseCases } from './purchaseCases';
import { reportCases } from './reportCases';
import { sentPayoutCases } from './sentPayoutCases';
import { takedownCases } from './takedownCases';
import { userCases } from './userCases';
import { deny } from './fixtures';

/**
 * One table of who may do what, run against the `local` backend in `npm test` and against the
 * Firestore emulator with firestore.rules in `npm run test:rules`. Each case starts from `matrixSeed`.
 * The cases live beside the data they are about, one module per collection in matrix/.
 */
export { matrixActors, matrixSeed } from './fixtures';
export type { MatrixActorName, MatrixCase, MatrixOp, MatrixWrite } from './fixtures';
export { adminRights } from './ownerCases';

export const accessMatrix: MatrixCase[] = [
  ...userCases(),
  ...paymentCases(),
  ...purchaseCases(),
  ...entryCases(),
  ...recentDayCases(),
  ...dayPairCases(),
  ...monthDayCases(),
  ...adCases(),
  ...takedownCases(),
  ...listingCases(),
  ...reportCases(),
  ...filingCases(),
  ...payoutCases(),
  ...payoutDetailsCases(),
  ...sentPayoutCases(),
  ...ownerCases(),

  // anything else
  deny('the admin cannot read outside the schema', 'admin', { kind: 'get', path: 'settings/site' }),
  deny('a user cannot write outside the schema', 'learner', {
    kind: 'create',
    path: 'settings/site',
    data: { owner: 'learner' },
  }),
];
