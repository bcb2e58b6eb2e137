import { Link } from 'wouter';
import { ArrowLeftIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

/** Specified as an empty placeholder page: the title and a way back. */
export function DepositDetailsPage({ title }: PageProps) {
  return (
    <PageHeader
      title={title}
      actions={
        <Link href="/my/user/deposits" className="btn btn--ghost btn--small">
          <ArrowLeftIcon size={18} />
          My Deposit History
        </Link>
      }
    />
  );
}
