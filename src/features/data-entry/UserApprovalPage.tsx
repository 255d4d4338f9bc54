import { ComingSoon } from '../../components/ComingSoon';

export function UserApprovalPage() {
  return <ComingSoon title="Approve users" />;
}
