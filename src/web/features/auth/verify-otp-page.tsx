import { ComingSoon } from '../../components/coming-soon';
import { routeParam, type PageProps } from '../../lib/page';

export function VerifyOtpPage({ params }: PageProps) {
  const email = routeParam(params, 'email');
  return (
    <ComingSoon>
      Verifying the one-time code{email ? ` sent to ${email}` : ''} is not available yet.
    </ComingSoon>
  );
}
