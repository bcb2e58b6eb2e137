import type { PageProps } from '../../lib/page';
import { SitePlaceholder } from './site-placeholder';

export function TermsPage({ title }: PageProps) {
  return (
    <SitePlaceholder title={title} lead="The terms that apply when you use e-laundry.">
      The full terms and conditions will be published here soon. For questions in the meantime, please contact support.
    </SitePlaceholder>
  );
}
