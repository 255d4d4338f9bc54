import type { PaymentStatus } from '../../backend/types';
import { useTexts } from '../../i18n/texts';
import { purchaseTexts } from './texts';

const pill: Record<PaymentStatus, string> = {
  pending: 'pill',
  confirmed: 'pill pill--success',
  rejected: 'pill pill--danger',
};

/** A payment's status, in the page's language: the buyer's in Hindi on a Hindi page, the admin's in English. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const text = useTexts(purchaseTexts);
  return <span className={pill[status]}>{text.status[status]}</span>;
}
