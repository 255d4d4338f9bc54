import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { describeAuthError, errorCode, errorMessage, type ErrorTexts } from '../../../backend/errors';
import type { PayoutDetails } from '../../../backend/types';
import type { AuthFailureTexts } from '../../../backend/words/authFailures.texts.en';
import { Field, type ControlProps } from '../../../components/Field';
import { useTexts } from '../../../i18n/texts';
import { isOffline } from '../../../lib/online';
import { bankOf } from '../../../lib/payoutDetails';
import { useBackend, useSignedInUser } from '../../../session/session';
import { detailsOf, draftProblems, type DraftField, type PayoutDetailsDraft } from './draft';
import { payoutDetailsTexts } from './texts';

interface FormProps {
  words: { authFailures: AuthFailureTexts; errorWords: ErrorTexts };
  draft: PayoutDetailsDraft;
  onChange: (draft: PayoutDetailsDraft) => void;
  onCancel: () => void;
  onSaved: (details: PayoutDetails) => void;
}

/**
 * The change of where a worker is paid: the password first, then the details, each mistake said
 * beside its field and nothing written until all are right.
 */
export function PayoutDetailsForm({ words, draft, onChange, onCancel, onSaved }: FormProps) {
  const text = useTexts(payoutDetailsTexts);
  const { authFailures, errorWords } = words;
  const backend = useBackend();
  const user = useSignedInUser();
  const id = useId();
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: DraftField) => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...draft, [name]: event.target.value }),
  });
  const described = (control: ControlProps, hint: string) => ({
    ...control,
    'aria-describedby': [hint, control['aria-describedby']].filter(Boolean).join(' '),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = draftProblems(draft, text.problems);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await backend.auth.confirmPassword(draft.password);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'wrong-password' || code === 'invalid-credential') {
        setProblems({ password: describeAuthError(error, authFailures) });
      } else setFailure(failureOf(error, 'password'));
      setBusy(false);
      return;
    }
    try {
      onSaved(await backend.payoutDetails.save(user.uid, detailsOf(draft)));
    } catch (error) {
      setFailure(failureOf(error, 'save'));
    } finally {
      setBusy(false);
    }
  };

  /** Why the password check or the save failed: only a save can have landed with its answer lost. */
  const failureOf = (error: unknown, step: 'password' | 'save'): string => {
    const code = errorCode(error);
    if (code === 'network')
      return isOffline() ? text.offline : step === 'save' ? text.unanswered : text.failed;
    if (step === 'password') return describeAuthError(error, authFailures);
    if (code === 'permission-denied') return text.notAllowed;
    if (code === 'quota-exceeded') return errorMessage(error, errorWords);
    return text.failed;
  };

  const bank = draft.method === 'bank' ? bankOf(draft.ifsc) : null;
  return (
    <form className="payout-details-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>{text.method}</legend>
        {(['bank', 'upi'] as const).map((method) => (
          <label key={method} className="choice">
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={draft.method === method}
              onChange={() => onChange({ ...draft, method })}
            />
            {method === 'bank' ? text.bank : text.upi}
          </label>
        ))}
      </fieldset>
      {draft.method === 'bank' ? (
        <>
          <Field id={`${id}-holder`} label={text.holder} error={problems.holder}>
            {(control) => <input {...control} {...field('holder')} autoComplete="name" maxLength={120} />}
          </Field>
          <Field id={`${id}-account`} label={text.account} error={problems.account}>
            {(control) => (
              <input
                {...control}
                {...field('account')}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Field>
          <Field id={`${id}-account-again`} label={text.accountAgain} error={problems.accountAgain}>
            {(control) => (
              <input
                {...control}
                {...field('accountAgain')}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                // Typed again, not pasted: a pasted number repeats the mistake it is there to catch.
                onPaste={(event) => event.preventDefault()}
              />
            )}
          </Field>
          <Field id={`${id}-ifsc`} label={text.ifsc} error={problems.ifsc}>
            {(control) => (
              <>
                <input
                  {...described(control, `${id}-ifsc-hint`)}
                  {...field('ifsc')}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={15}
                />
                <p id={`${id}-ifsc-hint`} className="field-hint" aria-live="polite">
                  {bank ? text.bankNamed(bank) : text.ifscHint}
                </p>
              </>
            )}
          </Field>
        </>
      ) : (
        <Field id={`${id}-upi`} label={text.upiId} error={problems.upi}>
          {(control) => (
            <>
              <input
                {...described(control, `${id}-upi-hint`)}
                {...field('upi')}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
              />
              <p id={`${id}-upi-hint`} className="field-hint">
                {text.upiHint}
              </p>
            </>
          )}
        </Field>
      )}
      <Field id={`${id}-password`} label={text.password} error={problems.password}>
        {(control) => (
          <>
            <input
              {...described(control, `${id}-password-hint`)}
              {...field('password')}
              type="password"
              autoComplete="current-password"
            />
            <p id={`${id}-password-hint`} className="field-hint">
              {text.passwordHint}
            </p>
          </>
        )}
      </Field>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="payout-details-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
