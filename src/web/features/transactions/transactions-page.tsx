import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { components } from '#generated/api';
import { moneyBackLabel } from '#shared/money-back';
import { formatDate, formatMoney } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { PageHeader } from '#web/components/page-header';
import { PagedTable } from '#web/components/tables/query-table';
import { ProgressBadge } from '#web/components/progress-badge';
import type { PageProps } from '#web/lib/page';
import { reportTransactionHref, transactionHref } from '#web/lib/report-transaction';
import { TRANSACTIONS_PER_PAGE, useTransactions } from './api';
import { StatementForm } from './statement-form';
import './transactions.css';

type Transaction = components['schemas']['Transaction'];

/**
 * A line of money given back (ADR 049): what it is and where it stands, its reference, its reason where it is the
 * customer's to read, and links to what it compensates — the refunded top-up's details, the reversed charge's line, or
 * the refund or adjustment line whose amount came back.
 */
function MoneyBackDetail({ t }: { t: Transaction & { money_back: NonNullable<Transaction['money_back']> } }) {
  const mb = t.money_back;
  const { trx, deposit_id: depositId, deposit_reference: depositReference } = mb.compensates;
  return (
    <div className="money-back">
      <p className="money-back__head">
        <span className={`money-back__kind money-back__kind--${mb.returned ? 'returned' : mb.kind}`}>{moneyBackLabel(mb, t.trx_type)}</span>
        <ProgressBadge progress={mb.status} />
      </p>
      <span className="money-back__detail">{t.detail}</span>
      <dl className="money-back__facts">
        <div>
          <dt>Reference</dt>
          <dd className="cell-mono">{mb.reference}</dd>
        </div>
        {depositId !== null ? (
          <div>
            <dt>Top-up</dt>
            <dd>
              <Link href={`/my/user/deposits/${depositId}`} aria-label={`Top-up ${depositReference ?? depositId}: deposit details`}>
                {depositReference ?? `Deposit ${depositId}`}
              </Link>
            </dd>
          </div>
        ) : null}
        {trx ? (
          <div>
            <dt>{mb.returned ? 'Returns' : 'Reverses'}</dt>
            <dd>
              <Link href={transactionHref(trx)} className="cell-mono" aria-label={`${trx}: the line it ${mb.returned ? 'returns' : 'reverses'}`}>
                {trx}
              </Link>
            </dd>
          </div>
        ) : null}
        {mb.reason ? (
          <div>
            <dt>Reason</dt>
            <dd>{mb.reason}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

const COLUMNS: Column<Transaction>[] = [
  { header: 'Date', cell: (t) => formatDate(t.created_at) },
  { header: 'Trx', cell: (t) => <span className="cell-mono">{t.trx}</span> },
  {
    header: 'Details',
    cell: (t) => (
      <>
        {t.money_back ? <MoneyBackDetail t={{ ...t, money_back: t.money_back }} /> : t.detail}
        <Link
          href={reportTransactionHref({ trx: t.trx, date: t.created_at, amount: t.amount })}
          className="cell-sub report-link"
          aria-label={`Report this transaction ${t.trx}`}
        >
          Report this transaction
        </Link>
      </>
    ),
  },
  {
    header: 'Amount',
    numeric: true,
    cell: (t) => (
      <span className={t.trx_type === '+' ? 'amount--credit' : 'amount--debit'}>
        <span className="visually-hidden">{t.trx_type === '+' ? 'Credit ' : 'Debit '}</span>
        {t.trx_type}
        {formatMoney(t.amount)}
      </span>
    ),
  },
  { header: 'Post balance', numeric: true, cell: (t) => formatMoney(t.user.balance) },
];

/**
 * My Transactions: every ledger line with its post balance, 15 per page, and the statement download. With `?trx=`
 * (a money-back line's link to what it compensates) only that line, and the way back to all of them.
 */
export function TransactionsPage({ title }: PageProps) {
  const [page, setPage] = useState(1);
  const trx = new URLSearchParams(useSearch()).get('trx')?.trim() || undefined;
  const transactions = useTransactions(trx ? 1 : page, trx);
  return (
    <>
      <PageHeader title={title} lead="Every credit and debit on your account, with the balance after each." />
      <StatementForm />
      {trx ? (
        <p className="trx-filter" role="status">
          <span>
            Showing transaction <span className="cell-mono">{trx}</span> only.
          </span>
          <Link href="/my/user/transactions" className="btn btn--ghost btn--small">
            Show all transactions
          </Link>
        </p>
      ) : null}
      <PagedTable title="Transactions" columns={COLUMNS} rowKey={(t) => t.id} query={transactions} perPage={TRANSACTIONS_PER_PAGE} onPage={setPage} paged={!trx} />
    </>
  );
}
