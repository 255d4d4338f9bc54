import { useCallback, useMemo } from 'react';
import type { Backend } from '../../../backend/types';
import { useLoad } from '../../../lib/useLoad';
import { onItsWay, readRunsToConfirm } from './confirm/readRunsToConfirm';
import { payList } from './payList';
import { readPayList, readWorkers } from './readPayList';
import { newPayoutReference, newRunId } from './references';

/**
 * What Pay workers reads: everyone owed money less what runs sent, the runs to confirm, and a fresh
 * payout reference for each worker who can be paid.
 */
export function usePayList(backend: Backend) {
  const list = useLoad(
    useCallback(async () => {
      const now = new Date();
      const workers = readWorkers(backend);
      const [candidates, runs] = await Promise.all([
        workers.then((read) => readPayList(backend, read, now)),
        readRunsToConfirm(
          backend,
          workers.then((read) => read.approved),
          now,
        ),
      ]);
      return { list: payList(candidates, onItsWay(runs)), runs };
    }, [backend]),
    'the workers to pay',
  );

  // One reference a worker, and one run id, until the list is read again: a file downloaded twice
  // names each payout the same, so the bank's statement names it the same whichever file was paid,
  // and both copies are one run. A run kept reads the list again, so the next run is another.
  const { references, runId } = useMemo(() => {
    const taken = new Set<string>();
    const byWorker: Record<string, string> = {};
    const data = list.data?.list;
    for (const row of data ? [...data.ready, ...data.changed] : []) {
      const reference = newPayoutReference(taken);
      taken.add(reference);
      byWorker[row.user.id] = reference;
    }
    return { references: byWorker, runId: newRunId() };
  }, [list.data]);
  return { list, references, runId };
}
