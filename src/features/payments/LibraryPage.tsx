import { ComingSoon } from '../../components/ComingSoon';

export function LibraryPage() {
  return <ComingSoon title="My library" />;
}
