import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function TicketPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>This ticket's conversation will appear here.</ComingSoon>
    </>
  );
}
