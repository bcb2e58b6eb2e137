import { ComingSoon } from '../../components/coming-soon';

export function ForgotPasswordPage() {
  return <ComingSoon>Password reset is not available yet. If you are locked out, please contact support.</ComingSoon>;
}
