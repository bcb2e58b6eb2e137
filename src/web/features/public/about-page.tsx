import type { PageProps } from '../../lib/page';
import { SitePlaceholder } from './site-placeholder';

export function AboutPage({ title }: PageProps) {
  return (
    <SitePlaceholder title={title} lead="Who we are: the pioneer of e-laundry in Nigeria.">
      Our story, our numbers and our manifesto will be published here soon.
    </SitePlaceholder>
  );
}
