import { Link, useLocation } from 'wouter';
import { ComingSoon } from '#web/components/coming-soon';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

export const COMMISSIONS_PATH = '/my/user/referral/commissions';
export const REFEREES_PATH = '/my/user/referees';

/** One screen for both referral routes, each with a button switching to the other. */
export function ReferralsPage({ title }: PageProps) {
  const [location] = useLocation();
  const onReferees = location.toLowerCase().startsWith(REFEREES_PATH);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          onReferees ? (
            <Link href={COMMISSIONS_PATH} className="btn btn--ghost btn--small">
              My Referral Commission Log
            </Link>
          ) : (
            <Link href={REFEREES_PATH} className="btn btn--ghost btn--small">
              My Referred Users
            </Link>
          )
        }
      />
      <ComingSoon>
        {onReferees
          ? 'The people who joined with your referral link will be listed here.'
          : 'The commissions you earned from referrals will be listed here.'}
      </ComingSoon>
    </>
  );
}
