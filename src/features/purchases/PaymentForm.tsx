import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isBackendError } from '../../backend/errors';
import { MAX_FULL_NAME } from '../../backend/limits';
import type { PaymentRefusal } from '../../backend/types';
import { paymentAmount } from '../../catalogue/ebooks';
import type { EbookFacts } from '../../catalogue/types';
import { Field, type ControlProps } from '../../components/Field';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { notify } from '../../lib/notify';
import { isOffline } from '../../lib/online';
import { useBackend, useSignedInUser } from '../../session/session';
import { purchaseTexts } from './texts';

interface PaymentFields {
  name: string;
  transactionId: string;
}

type Problem =
  | { kind: 'missing'; fields: (keyof PaymentFields)[] }
  /** A refusal: of one field's value, shown with it, or of the payment as a whole (no field). */
  | { kind: 'refused'; field?: keyof PaymentFields; message: string }
  | null;

/** The field a refusal is about, which the buyer can change; the others are the page's own. */
const REFUSED_FIELD: Partial<Record<PaymentRefusal, keyof PaymentFields>> = {
  'transaction-id': 'transactionId',
  name: 'name',
};

const FORM_ERROR_ID = 'payment-form-error';

/**
 * The buyer's name, e-mail and transaction ID: saved as a pending payment, then the confirmation page.
 * `book` is the catalogue's: the payment records its English title, the one the access policy knows.
 */
export function PaymentForm({ book }: { book: EbookFacts }) {
  const text = useTexts(purchaseTexts).payment;
  const errorWords = useTexts(errorTexts);
  const backend = useBackend();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<PaymentFields>({ name: user.displayName ?? '', transactionId: '' });
  const [problem, setProblem] = useState<Problem>(null);
  const [saving, setSaving] = useState(false);
  // State updates land after the event: a second click in the same moment must still see the first.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof PaymentFields) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (problem?.kind === 'refused' && problem.field === field) setProblem(null);
  };

  const focus = (field: keyof PaymentFields) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const missing = (['name', 'transactionId'] as const).filter((field) => !form[field].trim());
    if (missing.length > 0) {
      setProblem({ kind: 'missing', fields: [...missing] });
      focus(missing[0]!);
      return;
    }

    inFlight.current = true;
    setSaving(true);
    setProblem(null);
    try {
      const payment = await backend.payments.submit({
        bookId: book.id,
        bookTitle: book.recordedTitle,
        amount: paymentAmount(book),
        // The payment is tied to the account: the rules accept the account's own address only.
        emailID: user.email,
        userName: form.name.trim(),
        transactionId: form.transactionId,
      });
      navigate(paths.confirmation.href(payment.transactionId));
    } catch (error) {
      if (isBackendError(error, 'already-exists')) {
        setProblem({ kind: 'refused', field: 'transactionId', message: text.duplicateTransaction });
        focus('transactionId');
      } else if (isBackendError(error, 'invalid-input') && error.refusal) {
        const field = REFUSED_FIELD[error.refusal];
        setProblem({ kind: 'refused', field, message: text.refusals[error.refusal] });
        if (field) focus(field);
      } else if (isBackendError(error, 'network')) {
        // The write may have reached the server with its answer lost: pressing again is safe, as a
        // payment already filed by this buyer comes back as theirs (backend payments.submit).
        notify.error(text.saveFailed);
        setProblem({ kind: 'refused', message: isOffline() ? text.offline : text.unconfirmed });
      } else {
        console.error('Could not save the payment', error);
        notify.error(text.saveFailed);
        // Trying again will not do until the quota resets: the form says when, beside what was typed.
        if (isBackendError(error, 'quota-exceeded'))
          setProblem({ kind: 'refused', message: errorMessage(error, errorWords) });
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const refusalOf = (field: keyof PaymentFields) =>
    problem?.kind === 'refused' && problem.field === field ? problem.message : undefined;

  /** A field's own description (its hint, its error) plus the form's message when the field is empty. */
  const described = (field: keyof PaymentFields, control: ControlProps, hintId?: string) => {
    const missing = problem?.kind === 'missing' && problem.fields.includes(field);
    const ids = [control['aria-describedby'], missing ? FORM_ERROR_ID : undefined, hintId].filter(Boolean);
    return {
      ...control,
      'aria-invalid': missing || control['aria-invalid'] ? (true as const) : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    };
  };

  return (
    <section className="card checkout-form-card" aria-labelledby="payment-form-title">
      <h2 id="payment-form-title">{text.formHeading}</h2>
      <form ref={formRef} className="checkout-form" noValidate onSubmit={handleSubmit}>
        <Field id="payment-name" label={text.fullName} error={refusalOf('name')}>
          {(control) => (
            <input
              {...described('name', control)}
              name="name"
              autoComplete="name"
              maxLength={MAX_FULL_NAME}
              value={form.name}
              onChange={update('name')}
            />
          )}
        </Field>
        <Field id="payment-email" label={text.email}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby="payment-email-hint"
                name="email"
                type="email"
                readOnly
                value={user.email}
              />
              <p id="payment-email-hint" className="field-hint">
                {text.emailHint}
              </p>
            </>
          )}
        </Field>
        <Field id="payment-transaction" label={text.transactionId} error={refusalOf('transactionId')}>
          {(control) => (
            <>
              <input
                {...described('transactionId', control, 'payment-transaction-hint')}
                name="transactionId"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={form.transactionId}
                onChange={update('transactionId')}
              />
              <p id="payment-transaction-hint" className="field-hint">
                {text.transactionHint}
              </p>
            </>
          )}
        </Field>
        {problem?.kind === 'missing' && (
          <p id={FORM_ERROR_ID} className="form-error" role="alert">
            {text.fillAllFields}
          </p>
        )}
        {problem?.kind === 'refused' && !problem.field && (
          <p className="form-error" role="alert">
            {problem.message}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? text.submitting : text.submit}
        </button>
      </form>
    </section>
  );
}
