import { useState } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { PageHeader } from '#web/components/page-header';
import { PagedTable } from '#web/components/tables/query-table';
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
      <PagedTable title="Deposits" columns={COLUMNS} rowKey={(d) => d.id} query={deposits} perPage={DEPOSITS_PER_PAGE} onPage={setPage} />
      {methods.data ? <DepositModal open={modalOpen} onClose={() => setModalOpen(false)} methods={methods.data.data} /> : null}
    </>
  );
}
