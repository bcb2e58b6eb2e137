import { ComingSoon } from '../../components/coming-soon';

export function ResetPasswordPage() {
  return <ComingSoon>Setting a new password is not available yet.</ComingSoon>;
}
