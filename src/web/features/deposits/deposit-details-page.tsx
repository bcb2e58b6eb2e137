import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import type { PageProps } from '../../lib/page';

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
