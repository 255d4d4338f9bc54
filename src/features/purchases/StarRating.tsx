import { useTexts } from '../../i18n/texts';
import { purchaseTexts } from './texts';

const MAX_STARS = 5;

/** Five stars filled to the rating (4.6 fills four and most of the fifth), read out as a sentence. */
export function StarRating({ rating }: { rating: number }) {
  const text = useTexts(purchaseTexts).ebook;
  const clamped = Math.min(Math.max(rating, 0), MAX_STARS);
  const stars = '★'.repeat(MAX_STARS);
  return (
    <span className="stars" role="img" aria-label={text.rating(clamped)}>
      <span className="stars-empty" aria-hidden="true">
        {stars}
      </span>
      <span className="stars-full" aria-hidden="true" style={{ width: `${(clamped / MAX_STARS) * 100}%` }}>
        {stars}
      </span>
    </span>
  );
}
