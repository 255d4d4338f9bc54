import { courseTexts } from '../catalogue/courseTexts/texts';
import { useTexts } from '../i18n/texts';
import { formatRupees, percentOff } from '../lib/money';

interface PriceProps {
  /** What the visitor pays, in whole rupees. */
  amount: number;
  /** The price before the discount, shown struck through. */
  originalAmount?: number;
}

/** A price with its discount: '₹4,999 ₹7,999 38% off'. */
export function Price({ amount, originalAmount }: PriceProps) {
  const t = useTexts(courseTexts).price;
  const discounted = originalAmount !== undefined && originalAmount > amount;
  return (
    <p className="price">
      <span className="price-now">{formatRupees(amount)}</span>
      {discounted && (
        <>
          <del className="price-was">
            <span className="visually-hidden">{t.originalPrice}</span>
            {formatRupees(originalAmount)}
          </del>
          <span className="price-off">{t.percentOff(percentOff(originalAmount, amount))}</span>
        </>
      )}
    </p>
  );
}
