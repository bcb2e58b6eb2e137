import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import actionValidators, { schema as actionSchema } from '#generated/validators/staff-customer-action-request';
import { formatDate, formatDateTime, formatMoney } from '#shared/money';
import { AlertIcon } from '#web/components/icons';
import type { Column } from '#web/components/tables/data-table';
import { Modal } from '#web/components/modal';
import { PageLoader } from '#web/components/page-loader';
import { PagedList, type PagedQuery } from '#web/components/tables/paged-list';
import { StatusBadge } from '#web/components/status-badge';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import type { PageProps } from '#web/lib/page';
import { useStaffSession } from '#web/lib/staff-session';
import {
  useCustomerCardRequests,
  useCustomerDeposits,
  useCustomerReferrals,
  useCustomerSessions,
  useCustomerTickets,
  useCustomerTransactions,
  useResetCustomerTwoFactor,
  useRevokeCustomerSessions,
  useStaffCustomer,
} from './customers-api';
import { refreshCustomer } from '../shared/api';
import { fieldErrorsOf } from '../shared/field-errors';
import { canReverse, ReverseChargeDialog } from './reverse-charge-dialog';
import { ADJUST_ROLES, AdjustBalanceModal } from '../money-back/staff-adjust-balance';
import { CloseAccountModal, isClosedAccount } from './staff-close-account';
import './staff-customers.css';
import { ConfirmStep } from '../shared/confirm-step';

type Customer = components['schemas']['StaffCustomer'];
type Schemas = components['schemas'];
type ReasonData = FormDataOf<'StaffCustomerActionRequest'>;

export const reasonForm = defineForm<ReasonData>(actionValidators, actionSchema);
const reasonUi: UiSchema<ReasonData> = { reason: { 'ui:widget': 'textarea', 'ui:autofocus': true } };

/** Roles that may end a customer's sessions and reset their two-factor (the server's 403 is the real check). */
export const ACTION_ROLES = ['support', 'admin'] as const;
export const NOT_FOUND_TEXT = 'No customer with this id.';

const STAGE_LABELS: Record<Schemas['StaffCustomerCardRequest']['stage'], string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const signed = (type: '+' | '-', amount: string) => (
  <span className={type === '+' ? 'amount--credit' : 'amount--debit'}>
    <span className="visually-hidden">{type === '+' ? 'Credit ' : 'Debit '}</span>
    {type}
    {formatMoney(amount)}
  </span>
);

type Transaction = Schemas['StaffCustomerTransaction'];

/**
 * The ledger's columns; the last says, on a hub charge's line, whether it was reversed, and offers "Reverse" to the
 * roles that may (ADR 050).
 */
const transactionColumns = (onReverse: ((t: Transaction) => void) | null): Column<Transaction>[] => [
  { header: 'Date', cell: (t) => formatDateTime(t.created_at) },
  { header: 'Trx', cell: (t) => <span className="cell-mono">{t.trx}</span> },
  { header: 'Details', cell: (t) => t.detail },
  { header: 'Amount', numeric: true, cell: (t) => signed(t.trx_type, t.amount) },
  { header: 'Charge', numeric: true, cell: (t) => formatMoney(t.charge) },
  { header: 'Post balance', numeric: true, cell: (t) => formatMoney(t.post_balance) },
  {
    header: 'Reversal',
    cell: (t) => {
      if (t.hub_charge_id === undefined) return null;
      if (t.reversed) return <StatusBadge status="Reversed" />;
      if (!onReverse) return <span className="staff-customer__note">Not reversed</span>;
      return (
        <button type="button" className="btn btn--ghost btn--small staff-nowrap" aria-label={`Reverse charge ${t.trx}`} onClick={() => onReverse(t)}>
          Reverse
        </button>
      );
    },
  },
];
const DEPOSIT_COLUMNS: Column<Schemas['StaffCustomerDeposit']>[] = [
  { header: 'Date', cell: (d) => formatDateTime(d.created_at) },
  { header: 'Reference', cell: (d) => <span className="cell-mono">{d.reference}</span> },
  { header: 'Gateway', cell: (d) => d.payment_gateway },
  { header: 'Amount', numeric: true, cell: (d) => formatMoney(d.amount) },
  { header: 'Charge', numeric: true, cell: (d) => formatMoney(d.charge) },
  { header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
];
const CARD_REQUEST_COLUMNS: Column<Schemas['StaffCustomerCardRequest']>[] = [
  { header: 'Date', cell: (r) => formatDate(r.created_at) },
  { header: 'Reference', cell: (r) => <span className="cell-mono">{r.reference}</span> },
  { header: 'Collect at', cell: (r) => `${r.service_center}, ${r.location}` },
  { header: 'Amount', numeric: true, cell: (r) => formatMoney(r.amount) },
  { header: 'Payment', cell: (r) => <StatusBadge status={r.payment_status} /> },
  { header: 'Stage', cell: (r) => STAGE_LABELS[r.stage] },
];
const TICKET_COLUMNS: Column<Schemas['StaffCustomerTicket']>[] = [
  { header: 'Ticket', cell: (t) => <span className="cell-mono">#{t.ticket}</span> },
  { header: 'Subject', cell: (t) => t.subject },
  { header: 'Priority', cell: (t) => t.priority },
  { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
  { header: 'Last reply', cell: (t) => (t.last_reply ? formatDateTime(t.last_reply) : 'No reply yet') },
];
const REFERRAL_COLUMNS: Column<Schemas['StaffCustomerReferral']>[] = [
  { header: 'Customer', cell: (r) => <Link href={`/staff/customers/${r.id}`}>{r.name}</Link> },
  { header: 'Joined', cell: (r) => formatDate(r.joined_at) },
];
const SESSION_COLUMNS: Column<Schemas['StaffCustomerSession']>[] = [
  { header: 'Signed in', cell: (s) => formatDateTime(s.created_at) },
  { header: 'Expires', cell: (s) => formatDateTime(s.ends_at) },
  { header: 'Last used', cell: (s) => (s.last_used_at ? formatDateTime(s.last_used_at) : 'Not recorded') },
];

/** One of the page's lists, paged on its own (the page number is not in the address). */
function CustomerList<T extends { id: number }>({
  title,
  things,
  columns,
  useList,
  id,
}: {
  title: string;
  things: string;
  columns: Column<T>[];
  useList(id: number, page: number): PagedQuery<T>;
  id: number;
}) {
  const [page, setPage] = useState(1);
  const list = useList(id, page);
  const answer = list.data;
  return (
    <PagedList<T>
      title={answer ? `${title} (${answer.total})` : title}
      things={things}
      columns={columns}
      rowKey={(r) => r.id}
      list={list}
      page={page}
      onPage={setPage}
      pagesLabel={title}
    />
  );
}

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** A customer's page (ADR 044): profile, balance and card, the actions, then each paged list. */
export function StaffCustomerPage({ params }: PageProps) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return <NotFound />;
  return <CustomerView id={id} />;
}

function NotFound() {
  return (
    <div className="staff-state" role="status">
      <p>{NOT_FOUND_TEXT}</p>
      <p>
        <Link href="/staff/customers">Back to Customers</Link>
      </p>
    </div>
  );
}

function CustomerView({ id }: { id: number }) {
  const customer = useStaffCustomer(id);
  const session = useStaffSession();
  const [action, setAction] = useState<'sessions' | 'two-factor' | null>(null);
  const [reversing, setReversing] = useState<Transaction | null>(null);
  const mayReverse = canReverse(session?.staff.roles);
  const columns = useMemo(() => transactionColumns(mayReverse ? setReversing : null), [mayReverse]);
  const [adjusting, setAdjusting] = useState(false);
  const [closing, setClosing] = useState(false);
  if (customer.isPending) return <PageLoader />;
  if (customer.isError) {
    if ((customer.error as { code?: number } | null)?.code === 404) return <NotFound />;
    return (
      <div className="staff-state staff-state--error" role="alert">
        <AlertIcon size={28} />
        <p>We could not load this customer.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void customer.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const c = customer.data.data;
  const canAct = !!session && session.staff.roles.some((r) => (ACTION_ROLES as readonly string[]).includes(r));
  const canAdjust = !!session && session.staff.roles.some((r) => (ADJUST_ROLES as readonly string[]).includes(r));
  const name = `${c.firstname} ${c.lastname}`.trim() || c.username;
  const phone = c.mobile ? `${c.mobile_code ? `+${c.mobile_code} ` : ''}${c.mobile}` : 'Not given';
  const address = [c.address.address, c.address.city, c.address.zip, c.address.country].filter(Boolean).join(', ') || 'Not given';

  return (
    <div className="staff-customer">
      <p className="staff-customer__back">
        <Link href="/staff/customers">← Customers</Link>
      </p>
      <div className="staff-customer__top">
        <section className="card staff-customer__card" aria-labelledby="customer-profile">
          <h2 id="customer-profile">{name}</h2>
          <dl className="staff-facts">
            <Field label="Username">@{c.username}</Field>
            <Field label="Email">
              <span className="staff-break">{c.email}</span> {c.email_verified ? '(verified)' : '(not verified)'}
            </Field>
            <Field label="Phone">{phone}</Field>
            <Field label="Address">{address}</Field>
            <Field label="Account number">
              <span className="cell-mono">{c.account_number}</span>
            </Field>
            <Field label="Referral code">
              <span className="cell-mono">{c.referral_code}</span>
            </Field>
            <Field label="Referred by">{c.referred_by ? <Link href={`/staff/customers/${c.referred_by.id}`}>{c.referred_by.name}</Link> : 'Nobody'}</Field>
            <Field label="Joined">{formatDate(c.created_at)}</Field>
            <Field label="Two-factor">{c.tfa_enabled ? 'On' : 'Off'}</Field>
          </dl>
        </section>
        <section className="card staff-customer__card" aria-labelledby="customer-money">
          <h2 id="customer-money">Balance and card</h2>
          <p className="staff-customer__balance">{formatMoney(c.balance)}</p>
          {canAdjust ? (
            <p className="staff-actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setAdjusting(true)}>
                Adjust balance
              </button>
            </p>
          ) : null}
          <dl className="staff-facts">
            <Field label="Card">{c.card ? <span className="cell-mono">{c.card.card_number}</span> : 'No card'}</Field>
            {c.card ? (
              <>
                <Field label="Card status">
                  <StatusBadge status={c.card.status} />
                </Field>
                <Field label="Linked">{formatDate(c.card.linked_at)}</Field>
                {c.card.frozen_at ? <Field label="Frozen">{formatDate(c.card.frozen_at)}</Field> : null}
              </>
            ) : null}
            <Field label="Active sessions">{c.counts.sessions}</Field>
          </dl>
          <h3 className="staff-customer__subhead">Account security</h3>
          {canAct ? (
            <div className="staff-actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setAction('sessions')}>
                End all sessions
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setAction('two-factor')} disabled={!c.tfa_enabled} aria-describedby={c.tfa_enabled ? undefined : 'tfa-off'}>
                Reset two-factor
              </button>
              {c.tfa_enabled ? null : (
                <p id="tfa-off" className="staff-customer__note">
                  Two-factor is off for this customer: nothing to reset.
                </p>
              )}
            </div>
          ) : (
            <p className="staff-customer__note">Ending sessions and resetting two-factor need the support or admin role.</p>
          )}
          <h3 className="staff-customer__subhead">Account closure</h3>
          {isClosedAccount(c) ? (
            <p className="staff-customer__note">This account is closed: its personal data is erased and it is shown only as its pseudonym.</p>
          ) : session?.staff.roles.includes('admin') ? (
            <p className="staff-actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setClosing(true)}>
                Close account
              </button>
            </p>
          ) : (
            <p className="staff-customer__note">Only an admin closes an account, on the customer’s written request.</p>
          )}
        </section>
      </div>
      <CustomerList title="Card requests" things="card requests" columns={CARD_REQUEST_COLUMNS} useList={useCustomerCardRequests} id={id} />
      <CustomerList title="Deposits" things="deposits" columns={DEPOSIT_COLUMNS} useList={useCustomerDeposits} id={id} />
      <CustomerList title="Transactions" things="transactions" columns={columns} useList={useCustomerTransactions} id={id} />
      <CustomerList title="Tickets" things="tickets" columns={TICKET_COLUMNS} useList={useCustomerTickets} id={id} />
      <CustomerList title="Referrals" things="referrals" columns={REFERRAL_COLUMNS} useList={useCustomerReferrals} id={id} />
      <CustomerList title="Active sessions" things="active sessions" columns={SESSION_COLUMNS} useList={useCustomerSessions} id={id} />
      {adjusting ? <AdjustBalanceModal customerId={c.id} name={name} balance={c.balance} onClose={() => setAdjusting(false)} /> : null}
      {closing ? <CloseAccountModal customer={c} name={name} onClose={() => setClosing(false)} /> : null}
      {action ? <ActionModal customer={c} name={name} action={action} onClose={() => setAction(null)} /> : null}
      {reversing?.hub_charge_id !== undefined ? (
        <ReverseChargeDialog
          charge={{ hubChargeId: reversing.hub_charge_id, trx: reversing.trx, amount: reversing.amount, detail: reversing.detail }}
          onClose={() => setReversing(null)}
        />
      ) : null}
    </div>
  );
}

const ACTIONS = {
  sessions: {
    title: 'End all sessions',
    what: (name: string) => `${name} will be signed out on every device at once and must sign in again.`,
    confirm: 'End all sessions',
    busy: 'Ending…',
  },
  'two-factor': {
    title: 'Reset two-factor',
    what: (name: string) =>
      `Two-factor authentication will be turned off for ${name}: they sign in with their password alone and set it up again. Every session ends, and they are e-mailed that support reset it.`,
    confirm: 'Reset two-factor',
    busy: 'Resetting…',
  },
} as const;

/** The reason (RJSF form from StaffCustomerActionRequest), then a confirm step that repeats what happens. */
function ActionModal({ customer, name, action, onClose }: { customer: Customer; name: string; action: 'sessions' | 'two-factor'; onClose(): void }) {
  const revoke = useRevokeCustomerSessions();
  const reset = useResetCustomerTwoFactor();
  const mutation = action === 'sessions' ? revoke : reset;
  const text = ACTIONS[action];
  const [data, setData] = useState<ReasonData>({});
  const [confirming, setConfirming] = useState(false);
  const done = () => {
    void refreshCustomer(customer.id);
    onClose();
  };
  const run = () => {
    const body = { reason: (data.reason ?? '').trim() };
    const call = { params: { path: { id: customer.id } }, body };
    if (action === 'sessions') revoke.mutate(call, { onSuccess: done, onError: () => setConfirming(false) });
    else reset.mutate(call, { onSuccess: done, onError: () => setConfirming(false) });
  };
  return (
    <Modal open onClose={onClose} title={`${text.title}?`} description={text.what(name)}>
      {confirming ? (
        <ConfirmStep confirmLabel={text.confirm} busyLabel={text.busy} busy={mutation.isPending} onConfirm={run} onBack={() => setConfirming(false)}>
          <p>
            Reason recorded in the audit log: <q>{data.reason?.trim()}</q>
          </p>
        </ConfirmStep>
      ) : (
        <SchemaForm<ReasonData>
          form={reasonForm}
          uiSchema={reasonUi}
          formData={data}
          onChange={setData}
          onSubmit={(values) => {
            setData(values);
            setConfirming(true);
          }}
          idPrefix={`customer-${action}`}
          submitLabel="Continue"
          serverErrors={mutation.isError ? fieldErrorsOf(mutation.error) : null}
          afterSubmit={
            <p className="staff-aside">
              <button type="button" className="link-button" onClick={onClose}>
                Cancel
              </button>
            </p>
          }
        />
      )}
    </Modal>
  );
}
