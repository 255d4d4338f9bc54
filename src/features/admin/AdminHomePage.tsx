import { ComingSoon } from '../../components/ComingSoon';

export function AdminHomePage() {
  return <ComingSoon title="Admin" />;
}
