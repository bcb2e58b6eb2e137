import type { PageProps } from '../../lib/page';
import { SitePlaceholder } from './site-placeholder';

export function ServicesPage({ title }: PageProps) {
  return (
    <SitePlaceholder title={title} lead="Laundry smart cards, laundry services and partnerships.">
      Details of the laundry smart card, our laundry services and partnerships will appear here soon.
    </SitePlaceholder>
  );
}
