import { ComingSoon } from '#web/components/coming-soon';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

export function ProfilePage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Your profile, picture and address will be editable here.</ComingSoon>
    </>
  );
}
