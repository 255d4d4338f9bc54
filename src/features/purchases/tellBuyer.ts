import { namesBuyer } from '../../backend/documents/documents';
import type { Payment } from '../../backend/types';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { whatsappLink } from '../../components/whatsapp';
import { paymentMessages as text } from './messages';
import type { PurchaseTexts } from './texts.en';

/** The admin's message to the buyer about a decided payment: the book, the result, My Library. */
export function decisionMessage(payment: Payment): string {
  const libraryUrl = `${site.url}${paths.library.href()}`;
  const name = payment.userName.split(' ')[0] || payment.userName;
  if (payment.status === 'rejected' && payment.rejectionReason)
    return text.tellRejected(name, payment.bookTitle, rejectionWords(payment), libraryUrl);
  // A payment that names no account put the book in no library: the admin sends it.
  return namesBuyer(payment)
    ? text.tellConfirmed(name, payment.bookTitle, libraryUrl)
    : text.tellConfirmedNoAccount(name, payment.bookTitle);
}

/** The reason in the buyer's words (in English unless the page's are given), with the admin's note when there is one. */
export function rejectionWords(
  payment: Pick<Payment, 'rejectionReason' | 'rejectionNote'>,
  reasons: PurchaseTexts['rejectionReasons'] = text.rejectionReasons,
): string {
  const reason = payment.rejectionReason ? reasons[payment.rejectionReason] : '';
  return payment.rejectionNote ? `${reason} (${payment.rejectionNote})` : reason;
}

/** wa.me without a number: WhatsApp asks whom to send it to (the product keeps no buyer's phone). */
export const tellOnWhatsApp = (payment: Payment) => whatsappLink(decisionMessage(payment), '');

export const tellByEmail = (payment: Payment) =>
  `mailto:${encodeURIComponent(payment.emailID)}?subject=${encodeURIComponent(
    text.tellSubject(payment.bookTitle),
  )}&body=${encodeURIComponent(decisionMessage(payment))}`;

/**
 * One e-mail to every buyer whose payment was just confirmed, their addresses in Bcc so no buyer
 * sees another's: each finds their own book in My Library.
 */
export function tellAllConfirmedByEmail(payments: readonly Payment[], subject: string): string {
  const libraryUrl = `${site.url}${paths.library.href()}`;
  const bcc = [...new Set(payments.map((payment) => payment.emailID))].map(encodeURIComponent).join(',');
  const body = text.tellAllConfirmed(libraryUrl);
  return `mailto:?bcc=${bcc}&subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
