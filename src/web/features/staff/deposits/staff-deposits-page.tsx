import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { components } from '#generated/api';
import type { Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { SidePanel } from '#web/components/side-panel';
import { StatusBadge } from '#web/components/status-badge';
import { messageOf } from '#web/lib/api-errors';
import { staffQueryClient } from '#web/lib/staff-api';
import { formatDateTime, formatMoney } from '#shared/money';
import { useReverifyStaffDeposit, useStaffDeposit, useStaffDeposits, type StaffDepositsQuery } from '../shared/api';
import { DepositRefunds } from '../refunds/refund-dialog';
import { FilterForm, type FilterField } from '../shared/filter-form';
import { queryHref } from '../shared/url-query';
import '../shared/staff-deposits.css';

type Summary = components['schemas']['StaffDepositSummary'];
type Deposit = components['schemas']['StaffDeposit'];

export const DEPOSITS_PATH = '/staff/deposits';
const FILTERS = ['status', 'gateway', 'from', 'to', 'customer', 'reference'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Partial<Record<Filter, string>>;

const STATUSES = ['Pending', 'Success', 'Failed'] as const;
const GATEWAYS = [
  ['paystack', 'Paystack'],
  ['flutterwave', 'Flutterwave'],
] as const;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters, page and open deposit of the address (`?status=Pending&page=2&deposit=41`); anything invalid is dropped. */
export function depositsStateOf(search: string): { filters: Filters; page: number; deposit: number | null } {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  const status = params.get('status');
  if (status && (STATUSES as readonly string[]).includes(status)) filters.status = status;
  const gateway = params.get('gateway');
  if (gateway && GATEWAYS.some(([code]) => code === gateway)) filters.gateway = gateway;
  for (const day of ['from', 'to'] as const) {
    const v = params.get(day);
    if (v && DATE_RE.test(v)) filters[day] = v;
  }
  for (const text of ['customer', 'reference'] as const) {
    const v = params.get(text)?.trim();
    if (v) filters[text] = v.slice(0, text === 'customer' ? 254 : 64);
  }
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const deposit = Math.trunc(Number(params.get('deposit')));
  return { filters, page, deposit: deposit > 0 ? deposit : null };
}

/** The address of a state (filters in a stable order, page 1 and no deposit left out). */
export function depositsHref(filters: Filters, page = 1, deposit: number | null = null): string {
  const ordered = Object.fromEntries(FILTERS.map((f) => [f, filters[f]]));
  return queryHref(DEPOSITS_PATH, '', { ...ordered, page: page > 1 ? page : undefined, deposit: deposit ?? undefined });
}

/** Deposits (finance, admin): filters in the address, the table with status chips, totals, paging, a deposit's drawer. */
export function StaffDepositsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page, deposit } = depositsStateOf(search);
  const list = useStaffDeposits({ ...(filters as StaffDepositsQuery), page });
  const answer = list.data;

  const columns: Column<Summary>[] = [
    { header: 'Date', cell: (d) => formatDateTime(d.created_at) },
    {
      header: 'Reference',
      cell: (d) => (
        <button type="button" className="link-button deposits-ref" onClick={() => navigate(depositsHref(filters, page, d.id))}>
          {d.reference}
          <span className="visually-hidden"> — view the deposit</span>
        </button>
      ),
    },
    { header: 'Customer', cell: (d) => `${d.customer.name || '—'} · ${d.customer.account_number}` },
    { header: 'Gateway', cell: (d) => d.payment_gateway },
    { header: 'Amount', numeric: true, cell: (d) => formatMoney(d.amount) },
    { header: 'Charge', numeric: true, cell: (d) => formatMoney(d.charge) },
    { header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
  ];

  return (
    <div className="staff-deposits">
      <FilterForm key={search} label="Filter deposits" fields={FILTER_FIELDS} filters={filters} range={{ from: 'from', to: 'to' }} onApply={(next) => navigate(depositsHref(next))} />
      {answer ? (
        <p className="deposits-totals" aria-live="polite">
          <span>
            <strong>{answer.totals.count}</strong> {answer.totals.count === 1 ? 'deposit' : 'deposits'}
          </span>
          <span>
            Amount <strong>{formatMoney(answer.totals.amount)}</strong>
          </span>
          <span>
            Charges <strong>{formatMoney(answer.totals.charge)}</strong>
          </span>
          <span>
            Credited <strong>{formatMoney(answer.totals.credited)}</strong>
          </span>
        </p>
      ) : null}
      <PagedList<Summary>
        title="Deposits"
        things="deposits"
        columns={columns}
        rowKey={(d) => d.id}
        list={list}
        page={page}
        onPage={(p) => navigate(depositsHref(filters, p))}
        pagesLabel="Deposits"
      />
      {/* Keyed by the deposit: another deposit starts with no re-verification answer shown. */}
      <DepositDrawer key={deposit ?? 'none'} id={deposit} onClose={() => navigate(depositsHref(filters, page))} />
    </div>
  );
}

const FILTER_FIELDS: readonly FilterField<Filter>[] = [
  { name: 'status', label: 'Status', kind: 'select', any: 'Any status', options: STATUSES.map((s) => [s, s] as const) },
  { name: 'gateway', label: 'Gateway', kind: 'select', any: 'Any gateway', options: GATEWAYS },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
  { name: 'customer', label: 'Customer', kind: 'search', maxLength: 254, placeholder: 'ID, account number or e-mail' },
  { name: 'reference', label: 'Reference', kind: 'search', maxLength: 64, placeholder: 'DEP-… or Trx' },
];

const RESULT_LABELS: Record<Deposit['verifications'][number]['result'], string> = {
  credited: 'Credited',
  failed: 'Failed',
  pending: 'Still pending',
  'settled-before': 'Settled meanwhile',
  unavailable: 'Gateway unreachable',
};

/** One deposit in a drawer: its gateway fields, ledger entry, customer, re-verifications, Re-verify while Pending, refunds once Success. */
function DepositDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const detail = useStaffDeposit(id);
  const reverify = useReverifyStaffDeposit();
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'info' | 'error'; message: string } | null>(null);
  const d = detail.data?.data;
  const run = () => {
    if (!id) return;
    setOutcome(null);
    reverify.mutate(
      { params: { path: { id } } },
      {
        onSuccess: (answer) => {
          setOutcome({ tone: answer.data.result === 'credited' ? 'ok' : 'info', message: answer.message });
          staffQueryClient.setQueryData(['get', '/staff/deposits/{id}', { params: { path: { id } } }], { code: 200, message: answer.message, data: answer.data.deposit });
          void detail.refetch();
          void staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/deposits'] });
          void staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/overview'] });
        },
        onError: (error) => {
          setOutcome({ tone: 'error', message: messageOf(error) });
          void detail.refetch();
        },
      },
    );
  };
  return (
    <SidePanel id="deposit-drawer" open={id !== null} onClose={onClose} label="Deposit" side="right" className="deposit-drawer">
      {id === null ? null : detail.isPending ? (
        <p role="status">Loading the deposit…</p>
      ) : detail.isError || !d ? (
        <div className="staff-state staff-state--error" role="alert">
          <p>{detail.error ? messageOf(detail.error) : 'We could not load this deposit.'}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void detail.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="deposit-drawer__amount">
            {formatMoney(d.amount)} <StatusBadge status={d.status} />
          </p>
          {d.status === 'Pending' ? (
            <div className="deposit-drawer__reverify">
              <button type="button" className="btn btn--primary" onClick={run} disabled={reverify.isPending} aria-busy={reverify.isPending || undefined}>
                {reverify.isPending ? 'Asking the gateway…' : `Re-verify with ${d.payment_gateway}`}
              </button>
              <p className="deposit-drawer__hint">Asks {d.payment_gateway} what became of the payment and settles it once.</p>
            </div>
          ) : null}
          {outcome ? (
            <p className={`deposit-drawer__outcome deposit-drawer__outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
              {outcome.message}
            </p>
          ) : null}
          <dl className="deposit-facts">
            <Fact term="Reference" value={d.reference} />
            <Fact term="Trx" value={d.trx} />
            <Fact term="Created" value={formatDateTime(d.created_at)} />
            <Fact term="Completed" value={d.completed_at ? formatDateTime(d.completed_at) : '—'} />
            <Fact term="Gateway" value={d.payment_gateway} />
            <Fact term="Gateway ID" value={d.gateway_id ?? '—'} />
            <Fact term="Charge" value={formatMoney(d.charge)} />
            <Fact term="With charge" value={formatMoney(d.total)} />
            <Fact term="Last asked" value={d.checked_at ? formatDateTime(d.checked_at) : 'Never'} />
            <Fact term="Paid by card" value={d.paid_by_card ? 'Yes' : 'No'} />
            {d.failure_reason ? <Fact term="Failure reason" value={d.failure_reason} /> : null}
          </dl>
          <h3 className="deposit-drawer__sub">Customer</h3>
          <dl className="deposit-facts">
            <Fact term="Name" value={d.customer.name || '—'} />
            <Fact term="Account" value={d.customer.account_number} />
            <Fact term="Email" value={d.customer.email} />
            <Fact term="Balance" value={formatMoney(d.customer.balance)} />
          </dl>
          <h3 className="deposit-drawer__sub">Ledger entry</h3>
          {d.ledger_entry ? (
            <dl className="deposit-facts">
              <Fact term="Trx" value={d.ledger_entry.trx} />
              <Fact term="Posted" value={formatDateTime(d.ledger_entry.created_at)} />
              <Fact term="Credited" value={formatMoney(d.ledger_entry.amount)} />
              <Fact term="Post balance" value={formatMoney(d.ledger_entry.post_balance)} />
            </dl>
          ) : (
            <p className="deposit-drawer__hint">Not credited: no ledger entry.</p>
          )}
          <h3 className="deposit-drawer__sub">Re-verifications</h3>
          {d.verifications.length ? (
            <ul className="deposit-checks">
              {d.verifications.map((v, i) => (
                <li key={`${v.at}-${i}`}>
                  <strong>{RESULT_LABELS[v.result]}</strong> · {formatDateTime(v.at)} · {v.by} ({v.before} → {v.after})
                </li>
              ))}
            </ul>
          ) : (
            <p className="deposit-drawer__hint">None yet.</p>
          )}
          {d.status === 'Success' ? (
            <>
              <h3 className="deposit-drawer__sub">Refunds</h3>
              <DepositRefunds depositId={d.id} />
            </>
          ) : null}
        </>
      )}
    </SidePanel>
  );
}

const Fact = ({ term, value }: { term: string; value: string }) => (
  <div>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </div>
);
