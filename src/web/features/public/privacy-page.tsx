import type { PageProps } from '#web/lib/page';
import { LegalPage } from './legal-page';
import { PRIVACY } from './legal-text';

export function PrivacyPage({ title }: PageProps) {
  return <LegalPage title={title} doc={PRIVACY} />;
}
