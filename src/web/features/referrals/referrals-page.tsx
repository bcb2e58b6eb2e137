import { Link, useLocation } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import { REFERRAL_RULE } from '#shared/referral-rule';
import type { Column } from '#web/components/tables/data-table';
import { PageHeader } from '#web/components/page-header';
import { QueryTable } from '#web/components/tables/query-table';
import { StatusBadge, type BadgeTone } from '#web/components/status-badge';
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
  { header: 'Amount', numeric: true, cell: (c) => <span className={c.status === 'earned' ? 'amount--credit' : undefined}>{formatMoney(c.amount)}</span> },
  { header: 'Type', cell: (c) => TYPE_WORDS[c.type] ?? c.type.replace(/_/g, ' ') },
  { header: 'Status', cell: (c) => <StatusBadge status={c.status} tone={STATUS_TONES[c.status]} label={statusOf(c)} /> },
];

/** What earned the commission (the contract's `Commission.type`; the server writes `deposit`), for display only. */
const TYPE_WORDS: Readonly<Record<string, string>> = { deposit: 'Top-up' };

/** Held waits, earned is credited, not earned (its top-up refunded) is neither good nor an error. */
const STATUS_TONES: Readonly<Record<Commission['status'], BadgeTone>> = { held: 'pending', earned: 'success', not_earned: 'neutral' };

/** Held, earned (with the amount credited when part of the top-up was refunded) or not earned, in words. */
function statusOf(c: Commission): string {
  if (c.status === 'held') return 'Held until spent at a hub';
  if (c.status === 'not_earned') return 'Not earned: top-up refunded';
  return c.earned !== null && c.earned !== c.amount ? `Earned ${formatMoney(c.earned)} (top-up partly refunded)` : 'Earned';
}

const REFEREE_COLUMNS: Column<Referee>[] = [
  { header: 'Full Name', cell: (r) => r.full_name },
  { header: 'Email', cell: (r) => <span className="cell-mono">{r.email}</span> },
  { header: 'Joined', cell: (r) => formatDate(r.joined_at) },
];

function Commissions() {
  const commissions = useCommissions();
  return (
    <QueryTable
      title="Commissions"
      columns={COMMISSION_COLUMNS}
      rowKey={(c) => `${c.date}|${c.from.firstname}|${c.from.lastname}|${c.amount}|${c.level}`}
      query={commissions}
    />
  );
}

function Referees() {
  const referees = useReferees();
  return (
    <QueryTable
      title="Referred users"
      columns={REFEREE_COLUMNS}
      rowKey={(r) => `${r.email}|${r.joined_at}`}
      query={referees}
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
            : 'The commissions the top-ups of the people you referred earn you, as laundry credit.'
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
      <p className="referral-policy">{REFERRAL_RULE}</p>
      <p className="referral-policy">{REFERRAL_POLICY}</p>
      {onReferees ? <Referees /> : <Commissions />}
    </>
  );
}
