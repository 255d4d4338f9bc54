import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isBackendError } from '../../backend/errors';
import { MAX_FULL_NAME } from '../../backend/limits';
import { findEbook, paymentAmount } from '../../catalog/ebooks';
import type { Ebook } from '../../catalog/types';
import { Field, type ControlProps } from '../../components/Field';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatRupees } from '../../lib/money';
import { notify } from '../../lib/notify';
import { upiPaymentLink } from '../../lib/upi';
import { useBackend, useSignedInUser } from '../../session/session';
import { CopyButton } from './CopyButton';
import { paymentMessages as text } from './messages';
import { orderSummary } from './orderSummary';
import './payments.css';

export function PaymentPage() {
  const { bookId } = useParams();
  const book = findEbook(bookId);
  // A new book starts a new form, not the previous book's half-typed one.
  return book ? <Checkout key={book.id} book={book} /> : <UnknownBook />;
}

/** An unknown id goes home with the toast the specification gives. */
function UnknownBook() {
  const told = useRef(false);
  useEffect(() => {
    // Development runs effects twice; the buyer should read the message once.
    if (told.current) return;
    told.current = true;
    notify.error(text.bookNotFound);
  }, []);
  return <Navigate to={paths.home.href()} replace />;
}

interface PaymentForm {
  name: string;
  transactionId: string;
}

type Problem =
  { kind: 'missing'; fields: (keyof PaymentForm)[] } | { kind: 'transaction'; message: string } | null;

const FORM_ERROR_ID = 'payment-form-error';

function Checkout({ book }: { book: Ebook }) {
  const backend = useBackend();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<PaymentForm>({ name: user.displayName ?? '', transactionId: '' });
  const [problem, setProblem] = useState<Problem>(null);
  const [saving, setSaving] = useState(false);
  // State updates land after the event: a second click in the same moment must still see the first.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const price = paymentAmount(book);
  const summary = orderSummary(book.price);
  const upiLink = upiPaymentLink({
    payeeAddress: site.upiId,
    payeeName: site.upiPayeeName,
    amount: summary.total,
    note: text.payNote(book.title),
  });

  const update = (field: keyof PaymentForm) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (problem?.kind === 'transaction' && field === 'transactionId') setProblem(null);
  };

  const focus = (field: keyof PaymentForm) =>
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
        bookTitle: book.title,
        amount: price,
        // The payment is tied to the account: the rules accept the account's own address only.
        emailID: user.email,
        userName: form.name.trim(),
        transactionId: form.transactionId,
      });
      navigate(paths.confirmation.href(payment.transactionId));
    } catch (error) {
      if (isBackendError(error, 'already-exists')) {
        setProblem({ kind: 'transaction', message: text.duplicateTransaction });
        focus('transactionId');
      } else if (isBackendError(error, 'invalid-input')) {
        setProblem({ kind: 'transaction', message: text.invalidTransaction });
        focus('transactionId');
      } else {
        console.error('Could not save the payment', error);
        notify.error(text.saveFailed);
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  /** A field's own description (its hint, its error) plus the form's message when the field is empty. */
  const described = (field: keyof PaymentForm, control: ControlProps, hintId?: string) => {
    const missing = problem?.kind === 'missing' && problem.fields.includes(field);
    const ids = [control['aria-describedby'], missing ? FORM_ERROR_ID : undefined, hintId].filter(Boolean);
    return {
      ...control,
      'aria-invalid': missing || control['aria-invalid'] ? (true as const) : undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    };
  };

  return (
    <div className="container page">
      <PageMeta title={text.pageTitle(book.title)} description={text.pageDescription} />
      <h1>{text.heading}</h1>

      <div className="checkout">
        <section className="card checkout-summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{text.orderSummary}</h2>
          <div className="checkout-item">
            <img src={book.image} alt="" width="60" height="80" />
            <div>
              <p className="checkout-item-title">{book.title}</p>
              <p className="price">
                <span className="price-now">{price}</span>
                <del className="price-was">
                  <span className="visually-hidden">{text.listPrice} </span>
                  {formatRupees(summary.listPrice)}
                </del>
              </p>
            </div>
          </div>
          <dl className="checkout-lines">
            <div>
              <dt>{text.subtotal}</dt>
              <dd>{formatRupees(summary.subtotal)}</dd>
            </div>
            <div className="checkout-discount">
              <dt>{text.discount}</dt>
              <dd>{`-${formatRupees(summary.discount)}`}</dd>
            </div>
            <div>
              <dt>{text.tax}</dt>
              <dd>{formatRupees(summary.tax)}</dd>
            </div>
            <div className="checkout-total">
              <dt>{text.total}</dt>
              <dd>{formatRupees(summary.total)}</dd>
            </div>
          </dl>
        </section>

        <section className="card checkout-pay" aria-labelledby="pay-title">
          <h2 id="pay-title">{text.payHeading(formatRupees(summary.total))}</h2>
          <QRCodeSVG
            className="checkout-qr"
            value={upiLink}
            size={208}
            marginSize={2}
            level="M"
            role="img"
            aria-label={text.qrLabel(formatRupees(summary.total))}
          />
          <a className="btn btn-primary checkout-upi-app" href={upiLink}>
            {text.payWithApp}
          </a>
          <div className="checkout-upi-id">
            <span>
              {text.upiId}: <strong>{site.upiId}</strong>
            </span>
            <CopyButton
              value={site.upiId}
              label={text.copyUpiId}
              copied={text.copied}
              failed={text.copyFailed}
            />
          </div>
          <ol className="checkout-steps">
            {text.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <section className="card checkout-form-card" aria-labelledby="payment-form-title">
          <h2 id="payment-form-title">{text.formHeading}</h2>
          <form ref={formRef} className="checkout-form" noValidate onSubmit={handleSubmit}>
            <Field id="payment-name" label={text.fullName}>
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
            <Field
              id="payment-transaction"
              label={text.transactionId}
              error={problem?.kind === 'transaction' ? problem.message : undefined}
            >
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
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? text.submitting : text.submit}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
