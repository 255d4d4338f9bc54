import type { PaymentStatus } from '../../backend/types';
import { paymentMessages as text } from './messages';

const pill: Record<PaymentStatus, string> = {
  pending: 'pill',
  confirmed: 'pill pill--success',
  rejected: 'pill pill--danger',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={pill[status]}>{text.status[status]}</span>;
}
