import { Link } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import type { PublicAdCard } from '../../backend/types';
import { EmptyState, LoadFailed } from '../../components/LoadStates';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import type { Loaded } from '../../lib/useLoad';
import { loadAdCards, loadedAdCards } from './adCards';
import { listingTexts } from './listing/texts';

export interface Listing {
  ads: PublicAdCard[];
  next: string | null;
}

/** A listed ad's card; its code has come with the ads (AdsPage's first read), or the card waits for it. */
function ListedAdCard({ ad }: { ad: PublicAdCard }) {
  const cards = loadedAdCards();
  if (!cards) throw loadAdCards();
  return <cards.AdCard ad={ad} />;
}

/** What /ads lists under its filters: the ads found, or why there are none yet. */
export function AdResults({
  first,
  listing,
  filtered,
  where,
  more,
}: {
  first: Loaded<Listing>;
  listing: Listing | undefined;
  filtered: boolean;
  where: string;
  more: { loading: boolean; failed: boolean; show: () => void };
}) {
  const text = useTexts(listingTexts);
  const errorWords = useTexts(errorTexts);
  return (
    <>
      {first.failed ? (
        <LoadFailed
          message={`${text.adsLoadFailed} ${errorMessage(first.error, errorWords)}`}
          onRetry={first.reload}
        />
      ) : !listing || first.busy ? (
        <Spinner label={text.loadingAds} />
      ) : listing.ads.length === 0 && !listing.next ? (
        <EmptyState>
          <p>{filtered ? text.noAdsMatch : text.noListedAds}</p>
          {filtered && <Link to={paths.ads.href()}>{text.clearFilters}</Link>}
        </EmptyState>
      ) : (
        <>
          <p className="muted" role="status">
            {text.listing(listing.ads.length, Boolean(listing.next), where)}
          </p>
          <ul className="public-ads">
            {listing.ads.map((ad) => (
              <li key={ad.id}>
                <ListedAdCard ad={ad} />
              </li>
            ))}
          </ul>
          {more.failed && (
            <p className="form-error" role="alert">
              {text.adsLoadFailed}
            </p>
          )}
          {listing.next && (
            <button type="button" className="btn btn-secondary" disabled={more.loading} onClick={more.show}>
              {more.loading ? text.loadingMore : text.moreAds}
            </button>
          )}
        </>
      )}
    </>
  );
}
