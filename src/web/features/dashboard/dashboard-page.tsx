import { ComingSoon } from '#web/components/coming-soon';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

export function DashboardPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Your account number, balance, card and latest credits and debits will appear here.</ComingSoon>
    </>
  );
}
