import type { PageProps } from '../../lib/page';
import { SitePlaceholder } from './site-placeholder';

export function PrivacyPage({ title }: PageProps) {
  return (
    <SitePlaceholder title={title} lead="How we handle your personal data.">
      The full privacy policy will be published here soon. For questions in the meantime, please contact support.
    </SitePlaceholder>
  );
}
