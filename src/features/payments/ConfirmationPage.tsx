import { ComingSoon } from '../../components/ComingSoon';

export function ConfirmationPage() {
  return <ComingSoon title="Payment confirmation" />;
}
