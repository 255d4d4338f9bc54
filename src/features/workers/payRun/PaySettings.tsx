import { useId } from 'react';
import { payWorkersMessages as text } from './messages';
import { thisMonth } from './payRowWords';
import { TRANSFER_LAYOUTS, type TransferLayoutId } from './transferFiles';

interface PaySettingsProps {
  /** 'yyyy-MM'. */
  period: string;
  onPeriod: (period: string) => void;
  layoutId: TransferLayoutId;
  onLayout: (layout: TransferLayoutId) => void;
  payerAccount: string;
  onPayerAccount: (account: string) => void;
  /** The RazorpayX file was asked for without the business's account number. */
  payerMissing: boolean;
}

/** What a pay run is for and how it goes to the bank: the period, the file's layout, the payer's account. */
export function PaySettings({
  period,
  onPeriod,
  layoutId,
  onLayout,
  payerAccount,
  onPayerAccount,
  payerMissing,
}: PaySettingsProps) {
  const periodId = useId();
  const layoutFieldId = useId();
  const payerId = useId();
  return (
    <div className="pay-settings">
      <div className="field">
        <label htmlFor={periodId}>{text.periodLabel}</label>
        <input
          id={periodId}
          type="month"
          value={period}
          required
          aria-describedby={`${periodId}-hint`}
          onChange={(event) => onPeriod(event.target.value || thisMonth(new Date()))}
        />
        <p id={`${periodId}-hint`} className="muted">
          {text.periodHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={layoutFieldId}>{text.layoutLabel}</label>
        <select
          id={layoutFieldId}
          value={layoutId}
          onChange={(event) => onLayout(event.target.value as TransferLayoutId)}
        >
          {TRANSFER_LAYOUTS.map((each) => (
            <option key={each.id} value={each.id}>
              {each.label}
            </option>
          ))}
        </select>
      </div>
      {layoutId === 'razorpayx' && (
        <div className="field">
          <label htmlFor={payerId}>{text.payerAccountLabel}</label>
          <input
            id={payerId}
            type="text"
            autoComplete="off"
            value={payerAccount}
            aria-invalid={payerMissing ? true : undefined}
            aria-describedby={`${payerId}-hint`}
            onChange={(event) => onPayerAccount(event.target.value)}
          />
          <p id={`${payerId}-hint`} className={payerMissing ? 'form-error' : 'muted'}>
            {payerMissing ? text.payerAccountMissing : text.payerAccountHint}
          </p>
        </div>
      )}
    </div>
  );
}
