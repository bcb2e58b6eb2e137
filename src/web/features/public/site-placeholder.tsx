import type { ReactNode } from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

/** A public page that is not built yet: its title banner and an honest note. */
export function SitePlaceholder({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageHeader variant="banner" title={title} lead={lead} />
      <div className="container page-body">
        <ComingSoon>{children}</ComingSoon>
      </div>
    </>
  );
}
