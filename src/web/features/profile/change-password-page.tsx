import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function ChangePasswordPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Changing your password will be available here.</ComingSoon>
    </>
  );
}
