import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function TicketsPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Your support tickets will be listed here.</ComingSoon>
    </>
  );
}
