import type { PublicAdsReader } from '../../backend/types';

/**
 * Where a public ads page reads the published ads: the backend's light reader by default; a test
 * hands it the reader of its own seeded local backend.
 */
export interface PublicAdsSource {
  readAds?: () => Promise<PublicAdsReader>;
}
