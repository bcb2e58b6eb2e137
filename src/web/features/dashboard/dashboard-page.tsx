import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function DashboardPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Your account number, balance, card and latest credits and debits will appear here.</ComingSoon>
    </>
  );
}
