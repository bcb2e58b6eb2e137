import { Link, useLocation } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import { DataTable, type Column } from '#web/components/data-table';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';
import { useCommissions, useReferees } from './api';

export const COMMISSIONS_PATH = '/my/user/referral/commissions';
export const REFEREES_PATH = '/my/user/referees';

/**
 * The self-referral policy (docs/decisions/040-card-fee-journals-and-self-referral.md, issue 23 item 7), said plainly
 * on both referral screens. The server applies it when a top-up is settled (lib/deposits.ts payCommissions).
 */
export const REFERRAL_POLICY =
  'No commission is paid on the top-ups of anyone who has paid with a card you have also paid with. On a top-up paid without a card (bank transfer, USSD), the commission is at most the charge paid on that top-up.';

type Commission = components['schemas']['Commission'];
type Referee = components['schemas']['ReferralUser'];

const COMMISSION_COLUMNS: Column<Commission>[] = [
  { header: 'Date', cell: (c) => formatDate(c.date) },
  { header: 'From', cell: (c) => `${c.from.firstname} ${c.from.lastname}` },
  { header: 'Level', cell: (c) => `Level ${c.level}` },
  { header: 'Percent', numeric: true, cell: (c) => `${c.percent}%` },
  { header: 'Amount', numeric: true, cell: (c) => <span className="amount--credit">{formatMoney(c.amount)}</span> },
  { header: 'Type', cell: (c) => c.type.replace(/_/g, ' ') },
];

const REFEREE_COLUMNS: Column<Referee>[] = [
  { header: 'Full Name', cell: (r) => r.full_name },
  { header: 'Email', cell: (r) => <span className="cell-mono">{r.email}</span> },
  { header: 'Joined', cell: (r) => formatDate(r.joined_at) },
];

function Commissions() {
  const commissions = useCommissions();
  return (
    <DataTable
      title="Commissions"
      things="commissions"
      columns={COMMISSION_COLUMNS}
      rows={commissions.data?.data}
      rowKey={(c) => `${c.date}|${c.from.firstname}|${c.from.lastname}|${c.amount}|${c.level}`}
      loading={commissions.isPending}
      error={commissions.isError}
      onRetry={() => commissions.refetch()}
    />
  );
}

function Referees() {
  const referees = useReferees();
  return (
    <DataTable
      title="Referred users"
      things="referred users"
      columns={REFEREE_COLUMNS}
      rows={referees.data?.data}
      rowKey={(r) => `${r.email}|${r.joined_at}`}
      loading={referees.isPending}
      error={referees.isError}
      onRetry={() => referees.refetch()}
    />
  );
}

/** One screen for both referral routes (no pagination), each with a button switching to the other. */
export function ReferralsPage({ title }: PageProps) {
  const [location] = useLocation();
  const onReferees = location.toLowerCase().startsWith(REFEREES_PATH);
  return (
    <>
      <PageHeader
        title={title}
        lead={
          onReferees
            ? 'The people who joined e-laundry with your referral link.'
            : 'The commissions credited to your balance when the people you referred top up.'
        }
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
      <p className="referral-policy">{REFERRAL_POLICY}</p>
      {onReferees ? <Referees /> : <Commissions />}
    </>
  );
}
