import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function TransactionsPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Every credit and debit on your account will be listed here.</ComingSoon>
    </>
  );
}
