import type { PageProps } from '#web/lib/page';
import { LegalPage } from './legal-page';
import { TERMS } from './legal-text';

export function TermsPage({ title }: PageProps) {
  return <LegalPage title={title} doc={TERMS} />;
}
