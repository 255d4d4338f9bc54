import { Link } from 'react-router-dom';
import type { PublicAdCard } from '../../backend/types';
import { adNameTexts } from '../../catalogue/adNames/texts';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { formatDate } from '../../lib/dates';
import { adTitle } from './adTitle';
import { listingTexts } from './listing/texts';
import { shownPlace, shownSubcategory } from './shown';
import { shownOption } from './shownOption';

/** One listed ad on /ads: its title linking to its page, where it is, its price and its age. */
export function AdCard({ ad }: { ad: PublicAdCard }) {
  const text = useTexts(listingTexts);
  const names = useTexts(adNameTexts);
  const state = ad.fields.State && shownOption(names, ad.fields.State);
  const place = [ad.fields.City, state].filter(Boolean).join(', ');
  const price = ad.fields.Price || ad.fields.Salary || ad.fields.Fees;
  return (
    <article className="card public-ad">
      <h2 className="public-ad-title">
        <Link to={paths.ad.href(ad.id)}>{adTitle(ad, shownSubcategory(names, ad.subcategory))}</Link>
      </h2>
      <p className="public-ad-category">{shownPlace(names, ad)}</p>
      {price && <p className="public-ad-price">{shownOption(names, price)}</p>}
      <p className="muted">
        {[place, text.publishedOn(formatDate(ad.publishedAt))].filter(Boolean).join(' · ')}
      </p>
    </article>
  );
}
