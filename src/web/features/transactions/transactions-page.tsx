import { ComingSoon } from '#web/components/coming-soon';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

export function TransactionsPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Every credit and debit on your account will be listed here.</ComingSoon>
    </>
  );
}
