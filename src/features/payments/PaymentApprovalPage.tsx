import { ComingSoon } from '../../components/ComingSoon';

export function PaymentApprovalPage() {
  return <ComingSoon title="Payment Approval Dashboard" />;
}
