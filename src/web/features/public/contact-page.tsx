import { company } from '../../../shared/company';
import type { PageProps } from '../../lib/page';
import { SitePlaceholder } from './site-placeholder';

export function ContactPage({ title }: PageProps) {
  return (
    <SitePlaceholder title={title} lead="Get in touch.">
      The contact form is coming soon. Meanwhile you can call us on{' '}
      <a href={`tel:${company.phoneE164}`}>{company.phone}</a> or write to{' '}
      <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>.
    </SitePlaceholder>
  );
}
