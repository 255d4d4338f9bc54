import { Link } from 'react-router-dom';
import type { PublicAd } from '../../backend/types';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { adTitle } from './adTitle';
import { listingMessages as text } from './listingMessages';

/** One listed ad on /ads: its title linking to its page, where it is, its price and its age. */
export function AdCard({ ad }: { ad: PublicAd }) {
  const place = [ad.fields.City, ad.fields.State].filter(Boolean).join(', ');
  return (
    <article className="card public-ad">
      <h2 className="public-ad-title">
        <Link to={paths.ad.href(ad.id)}>{adTitle(ad)}</Link>
      </h2>
      <p className="public-ad-category">
        {ad.category} › {ad.subcategory}
      </p>
      {(ad.fields.Price || ad.fields.Salary || ad.fields.Fees) && (
        <p className="public-ad-price">{ad.fields.Price || ad.fields.Salary || ad.fields.Fees}</p>
      )}
      <p className="muted">
        {[place, `${text.publishedAgo} ${formatDate(ad.publishedAt)}`].filter(Boolean).join(' · ')}
      </p>
    </article>
  );
}
