import { ComingSoon } from '../../components/ComingSoon';

export function DataEntryWorkPage() {
  return <ComingSoon title="Work from home data entry" />;
}
