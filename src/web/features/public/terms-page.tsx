import type { PageProps } from '../../lib/page';
import { LegalPage } from './legal-page';
import { TERMS } from './legal-text';

export function TermsPage({ title }: PageProps) {
  return <LegalPage title={title} doc={TERMS} />;
}
