import { QRCodeSVG } from 'qrcode.react';
import { site } from '../../config/site';
import { useTexts } from '../../i18n/texts';
import { formatRupees } from '../../lib/money';
import { upiPaymentLink } from '../../lib/upi';
import { CopyButton } from './CopyButton';
import { purchaseTexts } from './texts';

interface UpiPanelProps {
  /** Rupees to pay. */
  amount: number;
  /** What the buyer's UPI app shows as the payment's note. */
  note: string;
}

/** How to pay: the QR code any UPI app scans, the app link on a phone, and the UPI ID to copy. */
export function UpiPanel({ amount, note }: UpiPanelProps) {
  const text = useTexts(purchaseTexts).payment;
  const upiLink = upiPaymentLink({
    payeeAddress: site.upiId,
    payeeName: site.upiPayeeName,
    amount,
    note,
  });

  return (
    <section className="card checkout-pay" aria-labelledby="pay-title">
      <h2 id="pay-title">{text.payHeading(formatRupees(amount))}</h2>
      <QRCodeSVG
        className="checkout-qr"
        value={upiLink}
        size={208}
        marginSize={2}
        level="M"
        role="img"
        aria-label={text.qrLabel(formatRupees(amount))}
      />
      <a className="btn btn-primary checkout-upi-app" href={upiLink}>
        {text.payWithApp}
      </a>
      <div className="checkout-upi-id">
        <span>
          {text.upiId}: <strong>{site.upiId}</strong>
        </span>
        <CopyButton value={site.upiId} label={text.copyUpiId} copied={text.copied} failed={text.copyFailed} />
      </div>
      <ol className="checkout-steps">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
