import { useCallback } from 'react';
import type { AdReport, Submission } from '../../backend/types';
import { useLoad, type Loaded } from '../../lib/useLoad';
import { useBackend } from '../../session/session';

/** The most reported ads shown at once; setting some aside or taking them down shows the next. */
const SHOWN = 25;

export interface ReportedAd {
  report: AdReport;
  /** The ad itself; null for one no longer there. */
  ad: Submission | null;
}

/**
 * The most reported ads, each with the ad. The admin's ad review holds the read, so any change on
 * that page (an ad taken down in the list below) reads them again.
 */
export function useReportedAds(): Loaded<ReportedAd[]> {
  const backend = useBackend();
  const load = useCallback(async () => {
    const reports = await backend.submissions.reported(SHOWN);
    const ads = await Promise.all(reports.map((report) => backend.submissions.get(report.adId)));
    return reports.map((report, at) => ({ report, ad: ads[at] ?? null }));
  }, [backend]);
  return useLoad(load, 'the reported ads');
}
