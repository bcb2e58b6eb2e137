import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import { ArrowLeftIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { ProgressBadge } from '#web/components/progress-badge';
import { StatusBadge } from '#web/components/status-badge';
import { isEnvelope } from '#web/lib/api-errors';
import { routeParam, type PageProps } from '#web/lib/page';
import { reportTransactionHref, transactionHref } from '#web/lib/report-transaction';
import { useDeposit } from './api';
import './deposits.css';
import { ProblemState } from '#web/components/problem-state';

const backLink = (
  <Link href="/my/user/deposits" className="btn btn--ghost btn--small">
    <ArrowLeftIcon size={18} />
    My Deposit History
  </Link>
);

const Problem = (props: { title: string; text: string; action?: ReactNode }) => <ProblemState id="deposit-problem" {...props} />;

type Deposit = components['schemas']['DepositWithRefunds'];

/**
 * The refunds of this top-up (ADR 049), newest first: each with its reference, amount, where it stands in the
 * customer's words, its dates and the line of My Transactions that took it from the balance; above them, what was
 * refunded of the top-up and what is still on its way.
 */
function Refunds({ deposit }: { deposit: Deposit }) {
  if (!deposit.refunds.length) return null;
  return (
    <section className="deposit-refunds" aria-labelledby="deposit-refunds-title">
      <h2 id="deposit-refunds-title" className="deposit-refunds__title">
        Refunds of this top-up
      </h2>
      <p className="deposit-refunds__total">
        <strong>{formatMoney(deposit.refunded)}</strong> of {formatMoney(deposit.amount)} refunded
        {deposit.refund_in_progress !== '0.00' ? <> · {formatMoney(deposit.refund_in_progress)} on its way</> : null}
      </p>
      <ul className="deposit-refunds__list">
        {deposit.refunds.map((r) => (
          <li key={r.reference} className="deposit-refund">
            <div className="deposit-refund__head">
              <span className="deposit-refund__amount">{formatMoney(r.amount)}</span>
              <ProgressBadge progress={r.status} />
            </div>
            <dl className="deposit-refund__facts">
              <div>
                <dt>Reference</dt>
                <dd>{r.reference}</dd>
              </div>
              <div>
                <dt>Requested</dt>
                <dd>{formatDate(r.requested_at)}</dd>
              </div>
              {r.completed_at ? (
                <div>
                  <dt>{r.status === 'refunded' ? 'Refunded on' : 'Closed on'}</dt>
                  <dd>{formatDate(r.completed_at)}</dd>
                </div>
              ) : null}
              {r.trx ? (
                <div>
                  <dt>Transaction</dt>
                  <dd>
                    <Link href={transactionHref(r.trx)} aria-label={`${r.trx}: the refund in My Transactions`}>
                      {r.trx}
                    </Link>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One deposit: its figures and status (the server re-verifies a pending one before answering), and its refunds. */
export function DepositDetailsPage({ title, params }: PageProps) {
  const raw = routeParam(params, 'id');
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  const deposit = useDeposit(id);

  let body: ReactNode;
  if (Number.isNaN(id) || (deposit.isError && isEnvelope(deposit.error) && deposit.error.code === 404)) {
    body = <Problem title="Deposit not found" text="There is no deposit of yours with this number." />;
  } else if (deposit.isPending) {
    body = <PageLoader label="Loading the deposit…" />;
  } else if (deposit.isError || !deposit.data) {
    body = (
      <Problem
        title="We could not load this deposit."
        text="Please check your connection and try again."
        action={
          <button type="button" className="btn btn--primary" onClick={() => deposit.refetch()}>
            Try again
          </button>
        }
      />
    );
  } else {
    const d = deposit.data.data;
    body = (
      <section className="card" aria-label={`Deposit ${d.trx}`}>
        <dl className="deposit-detail">
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={d.status} />
            </dd>
          </div>
          <div>
            <dt>Trx</dt>
            <dd>{d.trx}</dd>
          </div>
          <div>
            <dt>Reference ID</dt>
            <dd>{d.reference}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(d.created_at)}</dd>
          </div>
          <div>
            <dt>Method</dt>
            <dd>{d.payment_gateway}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatMoney(d.amount)}</dd>
          </div>
          <div>
            <dt>Charge</dt>
            <dd>{formatMoney(d.charge)}</dd>
          </div>
          <div>
            <dt>Total paid</dt>
            <dd>{formatMoney(d.total)}</dd>
          </div>
          <div>
            <dt>{d.status === 'Pending' ? 'Completed' : d.status === 'Success' ? 'Credited on' : 'Closed on'}</dt>
            <dd>{d.completed_at ? formatDate(d.completed_at) : 'Waiting for the provider'}</dd>
          </div>
        </dl>
        <Refunds deposit={d} />
        <p className="deposit-report">
          Something wrong with this deposit?{' '}
          <Link href={reportTransactionHref({ trx: d.trx, date: d.created_at, amount: d.amount, linked: d.status === 'Success' })} className="btn btn--ghost btn--small">
            Report this transaction
          </Link>
        </p>
      </section>
    );
  }

  return (
    <>
      <PageHeader title={title} actions={backLink} />
      {body}
    </>
  );
}
