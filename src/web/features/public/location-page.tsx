import type { PageProps } from '../../lib/page';
import { SitePlaceholder } from './site-placeholder';

export function LocationPage({ title }: PageProps) {
  return (
    <SitePlaceholder title={title} lead="Our locations and centres.">
      Maps of our hubs in Abuja, Bournemouth (UK) and Port Harcourt will appear here soon.
    </SitePlaceholder>
  );
}
