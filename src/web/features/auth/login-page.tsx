import { Link } from 'wouter';
import { ComingSoon } from '../../components/coming-soon';

export function LoginPage() {
  return (
    <ComingSoon action={<Link href="/my/password/reset">Forgot password?</Link>}>
      Signing in is not available yet. Please check back shortly.
    </ComingSoon>
  );
}
