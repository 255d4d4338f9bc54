import { ComingSoon } from '../../components/ComingSoon';

export function SignupPage() {
  return <ComingSoon title="SignupPage" />;
}
