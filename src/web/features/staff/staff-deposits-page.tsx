import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { components } from '#generated/api';
import { DataTable, type Column } from '#web/components/data-table';
import { PaginationBar } from '#web/components/pagination-bar';
import { SidePanel } from '#web/components/side-panel';
import { StatusBadge } from '#web/components/status-badge';
import { messageOf } from '#web/lib/api-errors';
import { staffQueryClient } from '#web/lib/staff-api';
import { formatDateTime, formatMoney, pageCount } from '#shared/money';
import { useReverifyStaffDeposit, useStaffDeposit, useStaffDeposits, type StaffDepositsQuery } from './api';
import { DepositRefunds } from './refund-dialog';
import './staff-deposits.css';

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
  const params = new URLSearchParams();
  for (const f of FILTERS) if (filters[f]) params.set(f, filters[f]!);
  if (page > 1) params.set('page', String(page));
  if (deposit) params.set('deposit', String(deposit));
  const query = params.toString();
  return query ? `${DEPOSITS_PATH}?${query}` : DEPOSITS_PATH;
}

/** Deposits (finance, admin): filters in the address, the table with status chips, totals, paging, a deposit's drawer. */
export function StaffDepositsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page, deposit } = depositsStateOf(search);
  const list = useStaffDeposits({ ...(filters as StaffDepositsQuery), page });
  const answer = list.data;
  const pages = answer ? pageCount(answer.total, answer.per_page) : 1;

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
      <DepositFilters key={search} filters={filters} onApply={(next) => navigate(depositsHref(next))} />
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
      <DataTable<Summary>
        title="Deposits"
        things="deposits"
        columns={columns}
        rows={answer?.data}
        rowKey={(d) => d.id}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        footer={
          answer && pages > 1 ? (
            <PaginationBar page={page} pages={pages} onPage={(p) => navigate(depositsHref(filters, p))} label="Deposits" disabled={list.isFetching} />
          ) : null
        }
      />
      {/* Keyed by the deposit: another deposit starts with no re-verification answer shown. */}
      <DepositDrawer key={deposit ?? 'none'} id={deposit} onClose={() => navigate(depositsHref(filters, page))} />
    </div>
  );
}

function DepositFilters({ filters, onApply }: { filters: Filters; onApply(next: Filters): void }) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(filters);
  const [error, setError] = useState<string | null>(null);
  const set = (f: Filter) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [f]: event.target.value }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Filters = {};
    for (const f of FILTERS) {
      const v = draft[f]?.trim();
      if (v) next[f] = v;
    }
    if (next.from && next.to && next.to < next.from) {
      setError('The to date must not be before the from date.');
      return;
    }
    onApply(next);
  };
  return (
    <form className="deposits-filters card" onSubmit={submit} noValidate aria-label="Filter deposits">
      <div className="deposits-filters__field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={draft.status ?? ''} onChange={set('status')}>
          <option value="">Any status</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="deposits-filters__field">
        <label htmlFor={`${id}-gateway`}>Gateway</label>
        <select id={`${id}-gateway`} value={draft.gateway ?? ''} onChange={set('gateway')}>
          <option value="">Any gateway</option>
          {GATEWAYS.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="deposits-filters__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={draft.from ?? ''} onChange={set('from')} />
      </div>
      <div className={`deposits-filters__field${error ? ' is-invalid' : ''}`}>
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to ?? ''}
          onChange={set('to')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-to-error` : undefined}
        />
        {error ? (
          <p id={`${id}-to-error`} className="deposits-filters__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="deposits-filters__field deposits-filters__field--wide">
        <label htmlFor={`${id}-customer`}>Customer</label>
        <input
          id={`${id}-customer`}
          type="search"
          value={draft.customer ?? ''}
          onChange={set('customer')}
          maxLength={254}
          placeholder="ID, account number or e-mail"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="deposits-filters__field deposits-filters__field--wide">
        <label htmlFor={`${id}-reference`}>Reference</label>
        <input id={`${id}-reference`} type="search" value={draft.reference ?? ''} onChange={set('reference')} maxLength={64} placeholder="DEP-… or Trx" autoComplete="off" spellCheck={false} />
      </div>
      <div className="deposits-filters__actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}

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
