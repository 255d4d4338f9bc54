import { ComingSoon } from '../../components/ComingSoon';

export function EarningsDashboardPage() {
  return <ComingSoon title="User Earnings Dashboard" />;
}
