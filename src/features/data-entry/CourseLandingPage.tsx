import { ComingSoon } from '../../components/ComingSoon';

export function CourseLandingPage() {
  return <ComingSoon title="Work From Home Data Entry" />;
}
