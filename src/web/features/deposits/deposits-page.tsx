import { ComingSoon } from '#web/components/coming-soon';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

export function DepositsPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>Topping up your laundry card and your deposit history will be available here.</ComingSoon>
    </>
  );
}
