import { ComingSoon } from '../../components/ComingSoon';

export function EbookPage() {
  return <ComingSoon title="eBook" />;
}
