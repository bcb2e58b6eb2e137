import { ComingSoon } from '#web/components/coming-soon';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

export function TicketPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>This ticket's conversation will appear here.</ComingSoon>
    </>
  );
}
