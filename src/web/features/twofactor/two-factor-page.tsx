import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function TwoFactorPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Setting up two-factor authentication with an authenticator app will be available here.</ComingSoon>
    </>
  );
}
