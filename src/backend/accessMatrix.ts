import type { MatrixCase } from './matrix/fixtures';
import { adCases } from './matrix/adCases';
import { entryCases } from './matrix/entryCases';
import { recentDayCases } from './matrix/recentDayCases';
import { dayPairCases } from './matrix/dayPairCases';
import { monthDayCases } from './matrix/monthDayCases';
import { filingCases } from './matrix/filingCases';
import { listingCases } from './matrix/listingCases';
import { ownerCases } from './matrix/ownerCases';
import { paymentCases } from './matrix/paymentCases';
import { payoutCases } from './matrix/payoutCases';
import { purchaseCases } from './matrix/purchaseCases';
import { reportCases } from './matrix/reportCases';
import { takedownCases } from './matrix/takedownCases';
import { userCases } from './matrix/userCases';
import { deny } from './matrix/fixtures';

/**
 * One table of who may do what, run against the `local` backend in `npm test` and against the
 * Firestore emulator with firestore.rules in `npm run test:rules`. Each case starts from `matrixSeed`.
 * The cases live beside the data they are about, one module per collection in matrix/.
 */
export { matrixActors, matrixSeed } from './matrix/fixtures';
export type { MatrixActorName, MatrixCase, MatrixOp, MatrixWrite } from './matrix/fixtures';
export { adminRights } from './matrix/ownerCases';

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
  ...ownerCases(),

  // anything else
  deny('the admin cannot read outside the schema', 'admin', { kind: 'get', path: 'settings/site' }),
  deny('a user cannot write outside the schema', 'learner', {
    kind: 'create',
    path: 'settings/site',
    data: { owner: 'learner' },
  }),
];
