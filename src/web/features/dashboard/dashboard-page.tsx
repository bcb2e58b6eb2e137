import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import { DataTable, type Column } from '#web/components/tables/data-table';
import { CopyIcon } from '#web/components/form-icons';
import { CardIcon, WalletIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import { OfflineNotice, NEEDS_CONNECTION } from '#web/components/offline-notice';
import { PageLoader } from '#web/components/page-loader';
import { notify } from '#web/lib/notify';
import { useOnline } from '#web/lib/online';
import type { PageProps } from '#web/lib/page';
import { useDashboard } from './api';
import { LazySpending } from './lazy-spending';
import './dashboard-page.css';
import { LoadProblem } from '#web/components/problem-state';

type LedgerLine = components['schemas']['LedgerLine'];

const ledgerColumns = (kind: 'credit' | 'debit'): Column<LedgerLine>[] => [
  { header: 'Date', cell: (line) => formatDate(line.created_at) },
  { header: 'Trx', cell: (line) => <span className="cell-mono">{line.trx}</span> },
  {
    header: 'Amount',
    numeric: true,
    cell: (line) => (
      <span className={`amount--${kind}`}>
        {kind === 'credit' ? '+' : '-'}
        {formatMoney(line.amount)}
      </span>
    ),
  },
];
const CREDIT_COLUMNS = ledgerColumns('credit');
const DEBIT_COLUMNS = ledgerColumns('debit');

/** The referral link, read-only, with a copy button ("Copied to clipboard"); `null` while it loads. */
function ReferralLink({ link }: { link: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (link === null) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      notify.success('Copied to clipboard');
    } catch {
      input.current?.select();
      notify.error('Could not copy automatically. The link is selected: copy it with your keyboard.');
    }
  };
  return (
    <section className="card referral-link" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title" className="referral-link__title">
        Referral Link
      </h2>
      <p className="referral-link__text">Share it: you earn a commission when someone you referred tops up.</p>
      <div className="referral-link__row">
        <label htmlFor="referral-link" className="visually-hidden">
          Your referral link
        </label>
        <input
          ref={input}
          id="referral-link"
          className="referral-link__input"
          value={link ?? ''}
          readOnly
          spellCheck={false}
          aria-busy={link === null}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--primary referral-link__button" onClick={copy} disabled={link === null}>
          <CopyIcon size={18} />
          Copy link
        </button>
      </div>
    </section>
  );
}

/** A figure of the summary; `null` while it loads (a placeholder of the value's height keeps the layout still). */
function Stat({ label, value, icon }: { label: string; value: string | null; icon?: ReactNode }) {
  return (
    <div className="stat card">
      <dt className="stat__label">
        {label}
        {icon ? <span className="stat__icon">{icon}</span> : null}
      </dt>
      <dd className="stat__value">{value ?? <span className="stat__placeholder" aria-hidden="true" />}</dd>
    </div>
  );
}

type Summary = components['schemas']['Dashboard'];

/**
 * The summary and the referral link, with `null` while GET /dashboard is on its way: their labels and texts are
 * painted with the page (the largest of them is the screen's LCP element), and the figures take the same space.
 */
function SummaryCards({ d }: { d: Summary | null }) {
  return (
    <>
      <dl className="stats">
        <Stat label="Available Balance" value={d && formatMoney(d.available_balance)} icon={<WalletIcon size={22} />} />
        <Stat label="Account Number" value={d && d.account_number} />
        <Stat label="Card Serial Number" value={d && d.card_serial_no} icon={<CardIcon size={22} />} />
        <Stat label="Total Deposits" value={d && formatMoney(d.depositSum)} />
        <Stat label="Total Transactions" value={d && d.transactionCount.toLocaleString('en-NG')} />
      </dl>
      <ReferralLink link={d && d.referral_link} />
    </>
  );
}

/** Account number, balance, card, totals, referral link and the latest credits and debits: one GET /dashboard. */
export function DashboardPage({ title }: PageProps) {
  const dashboard = useDashboard();
  const online = useOnline();
  // Offline a top-up cannot start: the action says so instead of leading to a page that fails (ADR 058).
  const actions = online ? (
    <>
      {dashboard.data?.data.bank_transfer ? (
        <Link href="/my/user/deposits#bank-transfer" className="btn btn--small">
          Pay by bank transfer
        </Link>
      ) : null}
      <Link href="/my/user/deposits" className="btn btn--primary btn--small">
        Top up
      </Link>
    </>
  ) : (
    <button type="button" className="btn btn--primary btn--small" disabled title={NEEDS_CONNECTION} aria-describedby="offline-notice-title">
      Top up
    </button>
  );

  // Offline with nothing saved on this phone: the request waits for a connection (TanStack Query pauses it).
  if (!dashboard.data && !online) {
    return (
      <>
        <PageHeader title={title} actions={actions} />
        <OfflineNotice updatedAt={null} />
      </>
    );
  }
  if (dashboard.isPending) {
    return (
      <>
        <PageHeader title={title} actions={actions} />
        <SummaryCards d={null} />
        <PageLoader label="Loading your dashboard…" />
      </>
    );
  }
  // A failed refresh over saved figures keeps them on screen (offline, the notice says how old they are).
  if (!dashboard.data) {
    return (
      <>
        <PageHeader title={title} actions={actions} />
        <LoadProblem id="dashboard-error" title="We could not load your dashboard." onRetry={() => dashboard.refetch()} />
      </>
    );
  }

  const d = dashboard.data.data;
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <OfflineNotice updatedAt={dashboard.dataUpdatedAt} />
      <SummaryCards d={d} />
      <div className="ledger-tables">
        <DataTable title="Latest Credits" things="credits" columns={CREDIT_COLUMNS} rows={d.latestCredit} rowKey={(l) => l.trx} />
        <DataTable title="Latest Debits" things="debits" columns={DEBIT_COLUMNS} rows={d.latestDebit} rowKey={(l) => l.trx} />
      </div>
      <p className="ledger-tables__more">
        <Link href="/my/user/transactions">See all my transactions</Link>
      </p>
      <LazySpending />
    </>
  );
}
