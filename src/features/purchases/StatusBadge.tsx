import type { PaymentStatus } from '../../backend/types';

const pill: Record<PaymentStatus, string> = {
  pending: 'pill',
  confirmed: 'pill pill--success',
  rejected: 'pill pill--danger',
};

/**
 * A payment's status, in the words of the page that shows it: the buyer's in their language, the
 * admin's in English. The page passes them, so the badge never waits for words of its own.
 */
export function StatusBadge({
  status,
  words,
}: {
  status: PaymentStatus;
  words: Record<PaymentStatus, string>;
}) {
  return <span className={pill[status]}>{words[status]}</span>;
}
