import type { PaymentStatus } from '../../backend/types';
import { paymentMessages as text } from './messages';

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={`status status--${status}`}>{text.status[status]}</span>;
}
