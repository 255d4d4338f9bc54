import { ComingSoon } from '../../components/ComingSoon';

export function EnrollPage() {
  return <ComingSoon title="Enroll" />;
}
