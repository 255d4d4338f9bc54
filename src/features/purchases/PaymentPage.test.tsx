import { render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it, vi } from 'vitest';
import { refusedPayment } from '../../backend/words/englishErrors';
import { BackendError } from '../../backend/errors';
import type { Backend } from '../../backend/types';
import { Toasts } from '../../components/Toasts';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { upiPaymentLink } from '../../lib/upi';
import { createTestBackend, demoAccounts } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { PaymentPage } from './PaymentPage';

const openPayment = (bookId: string, backend?: Backend) =>
  renderPage(<PaymentPage />, { route: paths.payment.href(bookId), path: paths.payment.path, backend });

const expectedLink = (amount: number, title: string) =>
  upiPaymentLink({
    payeeAddress: site.upiId,
    payeeName: site.upiPayeeName,
    amount,
    note: `eBook: ${title}`,
  });

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof openPayment>>['user'],
  { name, transactionId }: { name?: string; transactionId?: string },
) {
  const nameInput = screen.getByRole('textbox', { name: 'Full name' });
  if (name !== undefined) {
    await user.clear(nameInput);
    if (name) await user.type(nameInput, name);
  }
  if (transactionId)
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID or UTR number' }), transactionId);
  await user.click(screen.getByRole('button', { name: 'Submit payment' }));
}

describe('PaymentPage', () => {
  it('shows the order summary with the price plus ₹200 struck through and a fixed ₹200 discount', async () => {
    await openPayment('1');
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(summary.getByText('Online Data Entry Guide')).toBeInTheDocument();
    expect(summary.getByText('₹1,499', { selector: '.price-now' })).toBeInTheDocument();
    expect(summary.getByText('₹1,699', { selector: 'del' })).toBeInTheDocument();
    const line = (name: string) => summary.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(line('Subtotal')).toHaveTextContent('₹1,699');
    expect(line('Discount')).toHaveTextContent('-₹200');
    expect(line('Tax')).toHaveTextContent('₹0');
    expect(line('Total')).toHaveTextContent('₹1,499');
    await waitFor(() => expect(document.title).toMatch(/^Buy Online Data Entry Guide \| /));
  });

  it.each([
    ['1', '₹1,499', '₹1,699'],
    ['2', '₹499', '₹699'],
    ['3', '₹999', '₹1,199'],
  ])('shows book %s at %s with %s struck through, -₹200 and tax ₹0', async (bookId, price, original) => {
    await openPayment(bookId);
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    const line = (name: string) => summary.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(summary.getByText(original, { selector: 'del' })).toBeInTheDocument();
    expect(line('Subtotal')).toHaveTextContent(original);
    expect(line('Discount')).toHaveTextContent('-₹200');
    expect(line('Tax')).toHaveTextContent('₹0');
    expect(line('Total')).toHaveTextContent(price);
  });

  it('encodes the UPI payment link in the QR code and offers it to a phone', async () => {
    // The approved worker has not paid for book 2 yet.
    await openPayment('2', await createTestBackend({ as: 'approved' }));
    const pay = within(await screen.findByRole('region', { name: 'Pay ₹499 by UPI' }));
    const link = expectedLink(499, 'React Pro Series');
    expect(link).toContain('am=499.00');

    expect(pay.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', link);
    const qr = pay.getByRole('img', { name: `UPI QR code: pay ₹499 to ${site.upiPayeeName}` });
    const { container } = render(<QRCodeSVG value={link} size={208} marginSize={2} level="M" />);
    const paths = (svg: Element) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(paths(qr)).toEqual(paths(container.querySelector('svg')!));
    expect(pay.getByText(site.upiId)).toBeInTheDocument();
  });

  it('copies the UPI ID and says so', async () => {
    const { user } = await openPayment('1');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy UPI ID' }));

    expect(writeText).toHaveBeenCalledWith(site.upiId);
    expect(await screen.findByText('UPI ID copied.')).toBeInTheDocument();
  });

  it('says how to copy the UPI ID when the browser will not', async () => {
    const { user } = await openPayment('1');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: 'Copy UPI ID' }));

    expect(
      await screen.findByText('Could not copy. Select the UPI ID and copy it yourself.'),
    ).toBeInTheDocument();
  });

  it("shows the account's e-mail, read-only, and says it goes on the receipt", async () => {
    const { user } = await openPayment('1');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(demoAccounts.learner.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your account’s address: it goes on your receipt.');

    await user.type(email, 'x');
    expect(email).toHaveValue(demoAccounts.learner.email);
  });

  it('takes a full name of up to 201 characters, the longest an account can have', async () => {
    await openPayment('1');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveAttribute('maxlength', '201');
  });

  it("says 'Please fill in all fields' for a blank name or transaction ID, and writes nothing", async () => {
    const backend = await createTestBackend({ as: 'learner' });
    const { user } = await openPayment('1', backend);
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { name: '   ', transactionId: '   ' });

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Transaction ID or UTR number' })).toBeInvalid();
    expect(await backend.payments.listMine()).toHaveLength(1);

    await fillAndSubmit(user, { name: 'Rahul Kumar' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeValid();
    expect(screen.getByRole('textbox', { name: 'Transaction ID or UTR number' })).toHaveFocus();
    expect(await backend.payments.listMine()).toHaveLength(1);
  });

  it('writes a pending payment with every field and the owner, then goes to the confirmation', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    const { user } = await openPayment('1', backend);
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { name: '  Rahul K  ', transactionId: ' 4123 4567 8901 ' });

    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.confirmation.href('412345678901'));
    const mine = await backend.payments.listMine();
    const saved = mine.find((payment) => payment.transactionId === '412345678901');
    expect(saved).toMatchObject({
      bookId: '1',
      bookTitle: 'Online Data Entry Guide',
      amount: '₹1,499',
      emailID: demoAccounts.learner.email,
      userName: 'Rahul K',
      status: 'pending',
      uid: demoAccounts.learner.uid,
    });
    expect(saved?.createdAt).toBeInstanceOf(Date);
  });

  it('writes once on a double click, with the button disabled while saving', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    let release: () => void = () => undefined;
    const submit = vi.fn(async (...args: Parameters<Backend['payments']['submit']>) => {
      await new Promise<void>((resolve) => (release = resolve));
      return backend.payments.submit(...args);
    });
    const slow = { ...backend, payments: { ...backend.payments, submit } };
    const { user } = await openPayment('3', slow);
    await user.type(
      await screen.findByRole('textbox', { name: 'Transaction ID or UTR number' }),
      '412345678902',
    );

    const button = screen.getByRole('button', { name: 'Submit payment' });
    await user.dblClick(button);

    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.confirmation.href('412345678902'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(
      (await backend.payments.listMine()).filter((p) => p.transactionId === '412345678902'),
    ).toHaveLength(1);
  });

  it.each([
    ['the buyer already submitted', 'T2611201234567'],
    ['someone else submitted', '5123 4567 8901'],
  ])('refuses a transaction ID %s, clearly, and writes nothing', async (_who, transactionId) => {
    const backend = await createTestBackend({ as: 'learner' });
    const { user } = await openPayment('3', backend);
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { transactionId });

    const input = screen.getByRole('textbox', { name: 'Transaction ID or UTR number' });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('This transaction ID has already been submitted, so nothing new was saved.'),
      ),
    );
    expect(input).toBeInvalid();
    expect(input).toHaveFocus();
    expect(input).toHaveValue(transactionId);
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(await backend.payments.listMine()).toHaveLength(1);

    await user.type(input, '9');
    expect(input).toBeValid();
  });

  it('explains a transaction ID with characters a UPI reference never has', async () => {
    const { user, backend } = await openPayment('3');
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { transactionId: 'pay/123#4' });

    expect(await screen.findByText(/That is not a UPI transaction ID or UTR number\./)).toBeInTheDocument();
    expect(await backend.payments.listMine()).toHaveLength(1);
  });

  it('says a buyer owns the book, with its download, and shows no way to pay', async () => {
    const { user } = await openPayment('1', await createTestBackend({ as: 'approved' }));

    expect(await screen.findByText('You own this book')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /by UPI$/ })).not.toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download Online Data Entry Guide' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(click.mock.contexts[0]).toHaveProperty(
      'href',
      expect.stringMatching(/online-data-entry-guide\.pdf$/),
    );
    expect(screen.getByRole('link', { name: 'Go to My Library' })).toHaveAttribute(
      'href',
      paths.library.href(),
    );
  });

  it('says a payment for the book is being checked, with its transaction ID, instead of the form', async () => {
    await openPayment('2');

    expect(await screen.findByText('Your payment is being checked')).toBeInTheDocument();
    expect(screen.getByText('T2611201234567')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit payment' })).not.toBeInTheDocument();
  });

  it('shows neither the form nor the QR code while it checks what the buyer has bought', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    let answer: () => void = () => undefined;
    const owned = (bookId: string) =>
      new Promise<void>((resolve) => (answer = resolve)).then(() => backend.library.owned(bookId));
    await openPayment('1', { ...backend, library: { ...backend.library, owned } });

    expect(await screen.findByText('Checking your purchases…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^UPI QR code/ })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('button', { name: 'Submit payment' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your purchases…')).not.toBeInTheDocument();
  });

  it('offers the form when the check fails, and refuses a payment for a book the buyer owns, saying so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'approved' });
    const unreadable = () => Promise.reject(new BackendError('network'));
    const { user } = await openPayment('1', {
      ...backend,
      library: { ...backend.library, owned: unreadable },
    });
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { transactionId: '612345678901' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already own this book, so nothing was saved. Download it from My Library.',
    );
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect((await backend.payments.listMine()).map((payment) => payment.id)).not.toContain('612345678901');
  });

  it.each([
    ['amount', 'The price of this eBook has changed'],
    ['book', 'This eBook is no longer sold as this page shows it'],
    ['email', 'A payment carries your account’s own e-mail address'],
    ['details', 'Your payment details were not accepted'],
  ] as const)('says why the policy refused a payment for its %s', async (refusal, words) => {
    const backend = await createTestBackend({ as: 'learner' });
    const submit = () => Promise.reject(refusedPayment(refusal));
    const { user } = await openPayment('1', { ...backend, payments: { ...backend.payments, submit } });
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { transactionId: '612345678901' });

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByText(/That is not a UPI transaction ID/)).not.toBeInTheDocument();
  });

  it('says a name the policy refuses is too long, beside the name', async () => {
    const backend = await createTestBackend({ as: 'learner' });
    const submit = () => Promise.reject(refusedPayment('name'));
    const { user } = await openPayment('1', { ...backend, payments: { ...backend.payments, submit } });
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { transactionId: '612345678901' });

    const name = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Enter your full name, at most 201 characters.'),
    );
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
  });

  it("toasts 'Failed to save payment details. Please try again.' and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'learner' });
    const failing = {
      ...backend,
      payments: { ...backend.payments, submit: () => Promise.reject(new BackendError('network')) },
    };
    render(<Toasts />);
    const { user } = await openPayment('1', failing);
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { name: 'Rahul Kumar', transactionId: '412345678903' });

    expect(await screen.findByText('Failed to save payment details. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rahul Kumar');
    expect(screen.getByRole('textbox', { name: 'Transaction ID or UTR number' })).toHaveValue('412345678903');
    expect(screen.getByRole('button', { name: 'Submit payment' })).toBeEnabled();
  });

  it('tells a buyer whose browser is offline so, keeps what was typed, and files one payment once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'learner' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = {
      ...backend,
      payments: {
        ...backend.payments,
        // Firestore Lite has no queue: offline, the request fails at once.
        submit: (payment: Parameters<typeof backend.payments.submit>[0]) =>
          navigator.onLine ? backend.payments.submit(payment) : Promise.reject(new BackendError('network')),
      },
    };
    render(<Toasts />);
    const { user } = await openPayment('1', offline);
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { name: 'Rahul K. Kumar', transactionId: '412345678905' });
    expect(
      await screen.findByText(/^You are offline, so your payment details may not have reached us\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No answer came back/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rahul K. Kumar');
    expect(screen.getByRole('textbox', { name: 'Transaction ID or UTR number' })).toHaveValue('412345678905');

    online.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.confirmation.href('412345678905'));
    expect((await backend.payments.listMine()).filter((each) => each.id === '412345678905')).toHaveLength(1);
  });

  it('shows a buyer whose payment was received, its answer lost, that payment when they press again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await createTestBackend({ as: 'learner' });
    let lost = 0;
    const losing = {
      ...backend,
      payments: {
        ...backend.payments,
        // The server files the first press; its answer never reaches the page.
        submit: async (payment: Parameters<typeof backend.payments.submit>[0]) => {
          const filed = await backend.payments.submit(payment);
          if (lost++ > 0) return filed;
          throw new BackendError('network');
        },
      },
    };
    render(<Toasts />);
    const { user } = await openPayment('3', losing);
    await screen.findByRole('button', { name: 'Submit payment' });

    await fillAndSubmit(user, { name: 'Rahul Kumar', transactionId: '412345678904' });
    expect(
      await screen.findByText(/^No answer came back, so your payment details may or may not/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Transaction ID or UTR number' })).toHaveValue('412345678904');

    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.confirmation.href('412345678904'));
    expect((await backend.payments.listMine()).filter((each) => each.id === '412345678904')).toHaveLength(1);
  });

  it("sends an unknown book home with the toast 'Book not found'", async () => {
    render(<Toasts />);
    await openPayment('99');

    expect(await screen.findByTestId('landed')).toHaveTextContent(paths.home.href());
    expect(await screen.findByText('Book not found')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Book not found')).toHaveLength(1);
  });
});
