import { ComingSoon } from '../../components/ComingSoon';

export function DataEntryFormPage() {
  return <ComingSoon title="Our Premium Form" />;
}
