import { ComingSoon } from '../../components/coming-soon';

export function SignUpPage() {
  return <ComingSoon>Online registration is not available yet. Please check back shortly.</ComingSoon>;
}
