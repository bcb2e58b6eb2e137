import { ComingSoon } from '../../components/coming-soon';

export function VerifyTokenPage() {
  return <ComingSoon>Checking password reset codes is not available yet.</ComingSoon>;
}
