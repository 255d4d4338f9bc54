import { ComingSoon } from '../../components/ComingSoon';

export function SubmissionsPage() {
  return <ComingSoon title="Ad submissions" />;
}
