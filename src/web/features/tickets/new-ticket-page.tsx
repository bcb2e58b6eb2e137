import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function NewTicketPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Opening a support ticket will be available here.</ComingSoon>
    </>
  );
}
