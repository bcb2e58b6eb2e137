import { useState } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney, pageCount } from '#shared/money';
import { DataTable, type Column } from '#web/components/data-table';
import { PageHeader } from '#web/components/page-header';
import { PaginationBar } from '#web/components/pagination-bar';
import { StatusBadge } from '#web/components/status-badge';
import type { PageProps } from '#web/lib/page';
import { DEPOSITS_PER_PAGE, useDeposits, usePaymentMethods } from './api';
import { BankTransferCard } from './bank-transfer-card';
import { DepositModal } from './deposit-modal';
import './deposits.css';

type Deposit = components['schemas']['Deposit'];

const COLUMNS: Column<Deposit>[] = [
  { header: 'Date', cell: (d) => formatDate(d.created_at) },
  {
    header: 'Trx | Method',
    cell: (d) => (
      <>
        <Link href={`/my/user/deposits/${d.id}`} className="cell-mono" aria-label={`Deposit ${d.trx} details`}>
          {d.trx}
        </Link>
        <span className="cell-sub">{d.payment_gateway}</span>
      </>
    ),
  },
  {
    header: 'Amount | Charge',
    numeric: true,
    cell: (d) => (
      <>
        {formatMoney(d.amount)}
        <span className="cell-sub">{formatMoney(d.charge)}</span>
      </>
    ),
  },
  { header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
  { header: 'Reference ID', cell: (d) => <span className="cell-mono">{d.reference}</span> },
];

/** My Deposit History: Deposit Now (the Deposit Money modal) and the deposits, 10 per page. */
export function DepositsPage({ title }: PageProps) {
  const [page, setPage] = useState(1);
  const [modalOpen, setModalOpen] = useState(false);
  const deposits = useDeposits(page);
  const methods = usePaymentMethods();
  const answer = deposits.data;

  return (
    <>
      <PageHeader
        title={title}
        lead="Top up your balance with a card payment and follow each deposit."
        actions={
          <>
            <Link href="/my/user/sponsor-links" className="btn btn--ghost">
              Ask someone to pay
            </Link>
            <button
              type="button"
              className="btn btn--primary"
              aria-haspopup="dialog"
              disabled={!methods.data}
              onClick={() => setModalOpen(true)}
            >
              Deposit Now
            </button>
          </>
        }
      />
      <BankTransferCard />
      <DataTable
        title="Deposits"
        things="deposits"
        columns={COLUMNS}
        rows={answer?.data}
        rowKey={(d) => d.id}
        loading={deposits.isPending}
        error={deposits.isError}
        onRetry={() => deposits.refetch()}
        footer={
          answer && answer.total > 0 ? (
            <PaginationBar
              label="Deposits"
              page={answer.page}
              pages={pageCount(answer.total, DEPOSITS_PER_PAGE)}
              onPage={setPage}
              disabled={deposits.isPlaceholderData}
            />
          ) : null
        }
      />
      {methods.data ? <DepositModal open={modalOpen} onClose={() => setModalOpen(false)} methods={methods.data.data} /> : null}
    </>
  );
}
