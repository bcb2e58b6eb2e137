import { useState } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney, pageCount } from '#shared/money';
import { DataTable, type Column } from '#web/components/data-table';
import { PageHeader } from '#web/components/page-header';
import { PaginationBar } from '#web/components/pagination-bar';
import type { PageProps } from '#web/lib/page';
import { reportTransactionHref } from '#web/lib/report-transaction';
import { TRANSACTIONS_PER_PAGE, useTransactions } from './api';
import { StatementForm } from './statement-form';
import './transactions.css';

type Transaction = components['schemas']['Transaction'];

const COLUMNS: Column<Transaction>[] = [
  { header: 'Date', cell: (t) => formatDate(t.created_at) },
  { header: 'Trx', cell: (t) => <span className="cell-mono">{t.trx}</span> },
  {
    header: 'Details',
    cell: (t) => (
      <>
        {t.detail}
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

/** My Transactions: every ledger line with its post balance, 15 per page, and the statement download. */
export function TransactionsPage({ title }: PageProps) {
  const [page, setPage] = useState(1);
  const transactions = useTransactions(page);
  const answer = transactions.data;
  return (
    <>
      <PageHeader title={title} lead="Every credit and debit on your account, with the balance after each." />
      <StatementForm />
      <DataTable
        title="Transactions"
        things="transactions"
        columns={COLUMNS}
        rows={answer?.data}
        rowKey={(t) => t.id}
        loading={transactions.isPending}
        error={transactions.isError}
        onRetry={() => transactions.refetch()}
        footer={
          answer && answer.total > 0 ? (
            <PaginationBar
              label="Transactions"
              page={answer.page}
              pages={pageCount(answer.total, TRANSACTIONS_PER_PAGE)}
              onPage={setPage}
              disabled={transactions.isPlaceholderData}
            />
          ) : null
        }
      />
    </>
  );
}
