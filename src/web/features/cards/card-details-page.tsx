import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

export function CardDetailsPage({ title }: PageProps) {
  return (
    <>
      <PageHeader title={title} />
      <ComingSoon>The details of this card request will appear here.</ComingSoon>
    </>
  );
}
