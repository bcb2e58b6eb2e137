import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import rejectValidators, { schema as rejectSchema } from '#generated/validators/staff-money-back-reject-request';
import { formatDateTime, formatMoney } from '#shared/money';
import { DataTable, type Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { SidePanel } from '#web/components/side-panel';
import { messageOf } from '#web/lib/api-errors';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { useStaffSession } from '#web/lib/staff-session';
import { fieldErrorsOf } from '../shared/field-errors';
import { KIND_LABELS, STATUS_LABELS, statusTone, type MoneyBackKind, type MoneyBackStatus } from './money-back-labels';
import { useRefreshMoneyBack, useApproveMoneyBack, useMoneyBackWaiting, useRejectMoneyBack, useStaffMoneyBack, useStaffMoneyBacks, type StaffMoneyBacksQuery } from './money-back-api';
import { fourEyesRule } from '../shared/four-eyes-rule';
import { RefundBankAccount } from '../refunds/refund-bank-details';
import { FilterForm, type FilterField } from '../shared/filter-form';
import { queryHref } from '../shared/url-query';
import '#web/components/status-badge.css';
import '../shared/refunds.css';
import '../shared/staff-deposits.css';
import './staff-money-back.css';
import { ConfirmStep } from '../shared/confirm-step';

type MoneyBack = components['schemas']['StaffMoneyBack'];
type RejectData = FormDataOf<'StaffMoneyBackRejectRequest'>;

export const MONEY_BACK_PATH = '/staff/money-back';
const rejectForm = defineForm<RejectData>(rejectValidators, rejectSchema);
const rejectUi: UiSchema<RejectData> = { reason: { 'ui:widget': 'textarea', 'ui:autofocus': true } };

const STATUSES = Object.keys(STATUS_LABELS) as MoneyBackStatus[];
const KINDS = Object.keys(KIND_LABELS) as MoneyBackKind[];
const FILTERS = ['status', 'kind', 'customer'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Partial<Record<Filter, string>>;

/** The filters, page and open request of the address (`?status=awaiting_approval&page=2&request=ADJ-…`); anything invalid is dropped. */
export function moneyBackStateOf(search: string): { filters: Filters; page: number; request: string | null } {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  const status = params.get('status');
  if (status && (STATUSES as string[]).includes(status)) filters.status = status;
  const kind = params.get('kind');
  if (kind && (KINDS as string[]).includes(kind)) filters.kind = kind;
  const customer = params.get('customer')?.trim();
  if (customer) filters.customer = customer.slice(0, 254);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const request = params.get('request')?.trim() ?? '';
  return { filters, page, request: /^[A-Z]{3}-[0-9A-Z-]{1,36}$/.test(request) ? request : null };
}

/** The address of a state (filters in a stable order; page 1 and no open request left out). */
export function moneyBackHref(filters: Filters, page = 1, request: string | null = null): string {
  const ordered = Object.fromEntries(FILTERS.map((f) => [f, filters[f]]));
  return queryHref(MONEY_BACK_PATH, '', { ...ordered, page: page > 1 ? page : undefined, request: request ?? undefined });
}

export const MoneyBackStatusBadge = ({ status }: { status: MoneyBackStatus }) => <span className={`badge badge--${statusTone(status)}`}>{STATUS_LABELS[status]}</span>;

const signedAmount = (m: Pick<MoneyBack, 'direction' | 'amount'>) => (
  <span className={`money-back-amount ${m.direction === 'credit' ? 'amount--credit' : 'amount--debit'}`}>
    <span className="visually-hidden">{m.direction === 'credit' ? 'Credit ' : 'Debit '}</span>
    {m.direction === 'credit' ? '+' : '−'}
    {formatMoney(m.amount)}
  </span>
);

/** Money back (finance, admin): the requests awaiting approval first, then every request with filters in the address, and one request's drawer. */
export function StaffMoneyBackPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page, request } = moneyBackStateOf(search);
  const list = useStaffMoneyBacks({ ...(filters as StaffMoneyBacksQuery), page });
  const waiting = useMoneyBackWaiting();
  const open = (reference: string) => navigate(moneyBackHref(filters, page, reference));
  const filtered = FILTERS.some((f) => filters[f]);

  const columns: Column<MoneyBack>[] = [
    { header: 'Date', cell: (m) => formatDateTime(m.created_at) },
    {
      header: 'Reference',
      cell: (m) => (
        <button type="button" className="link-button deposits-ref" onClick={() => open(m.reference)}>
          {m.reference}
          <span className="visually-hidden"> — view the request</span>
        </button>
      ),
    },
    { header: 'Kind', cell: (m) => KIND_LABELS[m.kind] },
    { header: 'Customer', cell: (m) => `${m.customer.name || '—'} · ${m.customer.account_number}` },
    { header: 'Amount', numeric: true, cell: signedAmount },
    { header: 'Status', cell: (m) => <MoneyBackStatusBadge status={m.status} /> },
    { header: 'Requested by', cell: (m) => m.requested_by },
  ];

  return (
    <div className="staff-money-back">
      {!filtered && page === 1 ? (
        <div className="money-back-waiting">
          <DataTable<MoneyBack>
            title="Awaiting approval"
            things="requests awaiting approval"
            columns={columns}
            rows={waiting.data?.data}
            rowKey={(m) => m.reference}
            loading={waiting.isPending}
            error={waiting.isError}
            onRetry={() => void waiting.refetch()}
            footer={
              waiting.data && waiting.data.awaiting_approval > waiting.data.data.length ? (
                <p className="deposit-drawer__hint">
                  {waiting.data.awaiting_approval} awaiting in all: <Link href={moneyBackHref({ status: 'awaiting_approval' })}>see every one</Link>
                </p>
              ) : null
            }
          />
          {waiting.data ? (
            <p className="deposit-drawer__hint money-back-threshold">
              {fourEyesRule(waiting.data)}
            </p>
          ) : null}
        </div>
      ) : null}
      <FilterForm key={search} label="Filter requests" fields={FILTER_FIELDS} filters={filters} onApply={(next) => navigate(moneyBackHref(next))} />
      <PagedList<MoneyBack>
        title="All requests"
        things="requests for money back"
        columns={columns}
        rowKey={(m) => m.reference}
        list={list}
        page={page}
        onPage={(p) => navigate(moneyBackHref(filters, p))}
        pagesLabel="Requests"
      />
      <MoneyBackDrawer key={request ?? 'none'} reference={request} onClose={() => navigate(moneyBackHref(filters, page))} />
    </div>
  );
}

const FILTER_FIELDS: readonly FilterField<Filter>[] = [
  { name: 'status', label: 'Status', kind: 'select', any: 'Any status', options: STATUSES.map((s) => [s, STATUS_LABELS[s]] as const) },
  { name: 'kind', label: 'Kind', kind: 'select', any: 'Any kind', options: KINDS.map((k) => [k, KIND_LABELS[k]] as const) },
  { name: 'customer', label: 'Customer', kind: 'search', maxLength: 254, placeholder: 'ID, account number or e-mail' },
];

/** One request in a drawer: every step (asked, decided, money moved), and Approve / Reject while it awaits approval. */
function MoneyBackDrawer({ reference, onClose }: { reference: string | null; onClose(): void }) {
  const detail = useStaffMoneyBack(reference);
  const m = detail.data?.data;
  return (
    <SidePanel id="money-back-drawer" open={reference !== null} onClose={onClose} label="Request for money back" side="right" className="deposit-drawer">
      {reference === null ? null : detail.isPending ? (
        <p role="status">Loading the request…</p>
      ) : detail.isError || !m ? (
        <div className="staff-state staff-state--error" role="alert">
          <p>{detail.error ? messageOf(detail.error) : 'We could not load this request.'}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void detail.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <MoneyBackDetail m={m} />
      )}
    </SidePanel>
  );
}

export function MoneyBackDetail({ m }: { m: MoneyBack }) {
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; message: string } | null>(null);
  const approve = useApproveMoneyBack();
  const refreshMoneyBack = useRefreshMoneyBack();
  const reject = useRejectMoneyBack();
  const [reason, setReason] = useState<RejectData>({});
  const waiting = m.status === 'awaiting_approval';
  const roles = useStaffSession()?.staff.roles ?? [];
  // A refund the gateway holds for the customer's bank account (ADR 052, 070): the same part as the deposit drawer's.
  const bankAccount = m.kind === 'refund' && (roles.includes('finance') || roles.includes('admin'));
  const path = { params: { path: { reference: m.reference } } };
  const settle = (message: string) => {
    setMode('idle');
    setOutcome({ tone: 'ok', message });
    void refreshMoneyBack();
  };
  const fail = (error: unknown) => {
    setMode('idle');
    setOutcome({ tone: 'error', message: messageOf(error) });
    void refreshMoneyBack();
  };
  const what = `${m.direction === 'credit' ? 'a credit of' : 'a debit of'} ${formatMoney(m.amount)} ${m.direction === 'credit' ? 'to' : 'from'} ${m.customer.name || m.customer.account_number}`;
  return (
    <>
      <p className="deposit-drawer__amount">
        {signedAmount(m)} <MoneyBackStatusBadge status={m.status} />
      </p>
      <p className="deposit-drawer__hint">
        {KIND_LABELS[m.kind]} {m.reference}
      </p>
      {waiting ? (
        <div className="money-back-decide">
          {mode === 'approve' ? (
            <ConfirmStep group="Confirm the approval" confirmLabel="Yes, approve" busyLabel="Approving…" busy={approve.isPending} onConfirm={() => approve.mutate(path, { onSuccess: (a) => settle(a.message), onError: fail })} onBack={() => setMode('idle')}>
              <p>Approve {what}? The money moves now and the customer is e-mailed.</p>
            </ConfirmStep>
          ) : mode === 'reject' ? (
            <SchemaForm<RejectData>
              form={rejectForm}
              uiSchema={rejectUi}
              formData={reason}
              onChange={setReason}
              onSubmit={(values) => reject.mutate({ ...path, body: { reason: (values.reason ?? '').trim() } }, { onSuccess: (a) => settle(a.message), onError: fail })}
              idPrefix="money-back-reject"
              submitLabel="Reject the request"
              busy={reject.isPending}
              busyLabel="Rejecting…"
              serverErrors={reject.isError ? fieldErrorsOf(reject.error) : null}
              beforeSubmit={<p className="deposit-drawer__hint">{m.direction === 'debit' ? 'The held amount goes back to the balance and the customer is e-mailed.' : 'The credit is never given.'}</p>}
              afterSubmit={
                <p className="staff-aside">
                  <button type="button" className="link-button deposits-ref" onClick={() => setMode('idle')}>
                    Cancel
                  </button>
                </p>
              }
            />
          ) : (
            <div className="staff-actions">
              <button type="button" className="btn btn--primary" disabled={!m.may_approve} aria-describedby={m.may_approve ? undefined : 'money-back-why-not'} onClick={() => setMode('approve')}>
                Approve
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setMode('reject')}>
                Reject…
              </button>
              {m.may_approve ? null : (
                <p id="money-back-why-not" className="staff-customer__note">
                  {m.approval_note}
                </p>
              )}
            </div>
          )}
        </div>
      ) : null}
      {bankAccount ? <RefundBankAccount refund={m} onDone={() => void refreshMoneyBack()} /> : null}
      {outcome ? (
        <p className={`deposit-drawer__outcome deposit-drawer__outcome--${outcome.tone}`} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      ) : null}
      <h3 className="deposit-drawer__sub">Steps</h3>
      <ol className="money-back-steps">
        <li>
          <strong>Requested</strong> by {m.requested_by} · {formatDateTime(m.created_at)}
          <br />
          <span className="money-back-reason">{m.reason}</span>
        </li>
        {m.decided_at ? (
          <li>
            <strong>{m.status === 'rejected' ? 'Rejected' : 'Approved'}</strong> {m.decided_by ? `by ${m.decided_by}` : m.status === 'rejected' ? '(withdrawn by the requester or an operator)' : ''} · {formatDateTime(m.decided_at)}
            {m.decision_reason ? (
              <>
                <br />
                <span className="money-back-reason">{m.decision_reason}</span>
              </>
            ) : null}
          </li>
        ) : waiting ? (
          <li>
            <strong>Waiting</strong> for a second finance or admin person
          </li>
        ) : null}
        {m.approval_needed_because ? (
          <li>
            <strong>Why a second person</strong>
            <br />
            <span className="money-back-reason">{m.approval_needed_because}</span>
          </li>
        ) : null}
        {m.trx ? (
          <li>
            <strong>Wallet entry</strong> <span className="cell-mono">{m.trx}</span>
          </li>
        ) : null}
        {m.return_trx ? (
          <li>
            <strong>Returned to the balance</strong> <span className="cell-mono">{m.return_trx}</span>
          </li>
        ) : null}
        {m.completed_at ? (
          <li>
            <strong>{STATUS_LABELS[m.status]}</strong> · {formatDateTime(m.completed_at)}
          </li>
        ) : null}
      </ol>
      <dl className="deposit-facts">
        <Fact term="Customer">
          <Link href={`/staff/customers/${m.customer.id}`}>{m.customer.name || m.customer.account_number}</Link> · {m.customer.account_number}
        </Fact>
        {m.ticket ? <Fact term="Ticket">#{m.ticket}</Fact> : null}
        {m.deposit_reference ? (
          <Fact term="Top-up">
            <Link href={`/staff/deposits?reference=${encodeURIComponent(m.deposit_reference)}`}>{m.deposit_reference}</Link>
          </Fact>
        ) : null}
        {m.reversed_trx ? (
          <Fact term="Reverses">
            <span className="cell-mono">{m.reversed_trx}</span>
          </Fact>
        ) : null}
        {m.gateway ? <Fact term="Gateway">{m.gateway}</Fact> : null}
        {m.gateway_status ? <Fact term="Gateway status">{m.gateway_status}</Fact> : null}
        {m.failure_reason ? <Fact term="Failure">{m.failure_reason}</Fact> : null}
        {m.bank_account_last4 ? <Fact term="Bank account">ending {m.bank_account_last4}</Fact> : null}
      </dl>
    </>
  );
}

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);
