import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function ProfilePage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Your profile, picture and address will be editable here.</ComingSoon>
    </>
  );
}
