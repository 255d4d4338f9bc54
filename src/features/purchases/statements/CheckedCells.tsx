import { formatDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { checkMessages as text } from './checkMessages';
import type { CheckedPayment, StatementNote } from './classify';

/** A statement's paise in rupees, as the page shows money. */
const rupeesOf = (paise: number) => formatRupees(paise / 100);

/** What else the statement holds under a payment's reference, in words. */
function noteText(note: StatementNote): string {
  switch (note.kind) {
    case 'reversed':
      return text.notes.reversed(
        rupeesOf(note.credit.amountPaise),
        formatDate(note.credit.date),
        formatDate(note.credit.reversal.date),
      );
    case 'unread':
      return text.notes.unread(note.entry.row);
    case 'unproven':
      return text.notes.unproven;
    case 'money-out':
      return text.notes.moneyOut(rupeesOf(note.entry.amountPaise), formatDate(note.entry.date));
  }
}

interface BuyerCellProps {
  checked: CheckedPayment;
  /** The admin has ticked this match, whose payer is not the buyer, to approve it with the others. */
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  disabled: boolean;
}

/**
 * The buyer, and the payer the statement names beside them; a match whose payer is plainly
 * someone else is marked, with the box that lets it into the approval of the matches.
 */
export function BuyerCell({ checked, ticked, onTick, disabled }: BuyerCellProps) {
  const { payment, credit, payerDiffers, verdict } = checked;
  return (
    <>
      {payment.userName}
      <div className="muted">{payment.emailID}</div>
      {credit?.party && (
        <div className={payerDiffers ? 'statement-payer statement-payer--other' : 'statement-payer'}>
          {text.payer(credit.party.name, credit.party.vpa)}
        </div>
      )}
      {payerDiffers && payment.status === 'pending' && (
        <div className="statement-look">{text.payerDiffers}</div>
      )}
      {payerDiffers && verdict === 'matches' && (
        <label className="statement-tick">
          <input
            type="checkbox"
            checked={ticked}
            disabled={disabled}
            onChange={(event) => onTick(event.target.checked)}
          />
          {text.approveTicked} <span className="visually-hidden">{payment.transactionId}</span>
        </label>
      )}
    </>
  );
}

/**
 * What the buyer paid, what the statement shows received, and what else it holds under the
 * reference; `claimedBy` is the transaction id of the payment that claims its credit instead.
 */
export function AmountsCell({ checked, claimedBy }: { checked: CheckedPayment; claimedBy: string | null }) {
  const { payment, credit, note } = checked;
  return (
    <>
      {text.claimed(payment.amount)}
      {credit && (
        <div className="muted">{text.received(rupeesOf(credit.amountPaise), formatDate(credit.date))}</div>
      )}
      {note && <div className="muted">{noteText(note)}</div>}
      {claimedBy && <div className="muted">{text.claimedByOther(claimedBy)}</div>}
    </>
  );
}
