import { useCallback, useId, useState } from 'react';
import type { PayoutDetails } from '../../../backend/types';
import { authFailureTexts, errorTexts } from '../../../components/errorTexts';
import { useTexts } from '../../../i18n/texts';
import { formatDate } from '../../../lib/dates';
import { bankOf, maskAccountNumber } from '../../../lib/payoutDetails';
import { useLoad } from '../../../lib/useLoad';
import { useBackend, useSignedInUser } from '../../../session/session';
import { draftFrom, type PayoutDetailsDraft } from './draft';
import { PayoutDetailsForm } from './PayoutDetailsForm';
import { payoutDetailsTexts } from './texts';
import './payoutDetails.css';

/**
 * Where an approved worker is paid, on their profile: what is kept, the account masked, and a form
 * to change it that asks for the password every time.
 */
export function PayoutDetailsSection() {
  const text = useTexts(payoutDetailsTexts);
  // The form's failure words load with the section, so opening the form does not wait for them.
  const authFailures = useTexts(authFailureTexts);
  const errorWords = useTexts(errorTexts);
  const backend = useBackend();
  const user = useSignedInUser();
  const id = useId();
  const load = useCallback(() => backend.payoutDetails.get(user.uid), [backend, user.uid]);
  const kept = useLoad(load, 'payout details');
  const [draft, setDraft] = useState<PayoutDetailsDraft | null>(null);
  const [saved, setSaved] = useState(false);

  return (
    <section className="section payout-details" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.heading}</h2>
      <p className="muted">{text.intro}</p>
      {kept.failed ? (
        <div role="alert">
          <p>{text.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={kept.reload}>
            {text.tryAgain}
          </button>
        </div>
      ) : kept.data === undefined ? (
        <p className="muted" role="status">
          {text.loading}
        </p>
      ) : draft ? (
        <PayoutDetailsForm
          words={{ authFailures, errorWords }}
          draft={draft}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSaved={(details) => {
            kept.update(() => details);
            setDraft(null);
            setSaved(true);
          }}
        />
      ) : (
        <>
          <KeptDetails details={kept.data} />
          {saved && <p role="status">{text.saved}</p>}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setSaved(false);
              setDraft(draftFrom(kept.data ?? null));
            }}
          >
            {kept.data ? text.change : text.add}
          </button>
        </>
      )}
    </section>
  );
}

function KeptDetails({ details }: { details: PayoutDetails | null }) {
  const text = useTexts(payoutDetailsTexts);
  if (!details) return <p>{text.none}</p>;
  return (
    <>
      <p>
        {details.method === 'bank'
          ? text.bankSummary(
              maskAccountNumber(details.account),
              bankOf(details.ifsc),
              details.ifsc,
              details.holder,
            )
          : text.upiSummary(details.upi)}
      </p>
      {details.changedAt && <p className="muted">{text.changedOn(formatDate(details.changedAt))}</p>}
    </>
  );
}
