import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { formatRupees } from '../../../lib/money';
import { upiPaymentLink } from '../../../lib/upi';
import { payWorkersMessages as text } from './messages';
import type { PayRow } from './payList';
import { payeeName } from './payRowWords';
import { UpiPaidForm } from './UpiPaidForm';

interface UpiQrProps {
  row: PayRow;
  /** Whole rupees. */
  amount: number;
  reference: string;
  period: string;
  onRecorded: (row: PayRow, amount: number) => void;
}

/**
 * A worker's UPI QR code, to pay from the admin's phone, and the form that records it paid. Drawn
 * only once opened: a list of two hundred workers redraws every row as an amount is typed.
 */
export function UpiQr({ row, amount, reference, period, onRecorded }: UpiQrProps) {
  const [open, setOpen] = useState(false);
  const details = row.details!;
  const name = text.fullName(row.user);
  return (
    <details className="pay-qr" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{text.showQr}</summary>
      {open && details.method === 'upi' && (
        <>
          <QRCodeSVG
            value={upiPaymentLink({
              payeeAddress: details.upi,
              payeeName: payeeName(row),
              amount,
              note: `${reference} Pay ${period}`,
            })}
            size={176}
            marginSize={2}
            level="M"
            role="img"
            aria-label={text.qrLabel(name, formatRupees(amount))}
          />
          <p className="muted">{text.qrHint}</p>
          <UpiPaidForm
            row={row}
            amount={amount}
            reference={reference}
            period={period}
            onRecorded={(paid) => onRecorded(paid, amount)}
          />
        </>
      )}
    </details>
  );
}
