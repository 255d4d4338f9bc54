import { ComingSoon } from '../../components/ComingSoon';

export function CreateJobPostPage() {
  return <ComingSoon title="Select The Appropriate Category To Post Your Ad" />;
}
