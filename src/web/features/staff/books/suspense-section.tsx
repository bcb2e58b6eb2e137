import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import type { Column } from '#web/components/tables/data-table';
import { Modal } from '#web/components/modal';
import { PagedList } from '#web/components/tables/paged-list';
import { messageOf } from '#web/lib/api-errors';
import { formatDateTime, formatMoney } from '#shared/money';
import {
  useAssignStaffSuspense,
  useReturnStaffSuspense,
  useStaffSuspense,
} from '../shared/api';

type SuspenseItem = components['schemas']['StaffSuspenseItem'];

/** Suspense (tag staff-books, ADR 053): money nobody's account claimed, assigned to a customer or returned. */
const SUSPENSE_STATUSES = ['open', 'assigned', 'returned', 'all'] as const;

export function SuspenseSection() {
  const id = useId();
  const [status, setStatus] = useState<(typeof SUSPENSE_STATUSES)[number]>('open');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ item: SuspenseItem; action: 'assign' | 'return' } | null>(null);
  const list = useStaffSuspense(status, page);
  const answer = list.data;
  const columns: Column<SuspenseItem>[] = [
    { header: 'Received', cell: (i) => formatDateTime(i.created_at) },
    { header: 'Gateway', cell: (i) => `${i.gateway} · ${i.gateway_ref}` },
    { header: 'Reference', cell: (i) => i.reference ?? '—' },
    { header: 'Amount', numeric: true, cell: (i) => (i.currency === 'NGN' ? formatMoney(i.amount) : `${i.amount} ${i.currency}`) },
    { header: 'Why', cell: (i) => i.reason },
    {
      header: 'Status',
      cell: (i) =>
        i.status === 'open' ? (
          <span className="books-actions">
            <button type="button" className="btn btn--small" onClick={() => setActing({ item: i, action: 'assign' })} disabled={i.currency !== 'NGN'}>
              Assign<span className="visually-hidden"> item {i.id}</span>
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setActing({ item: i, action: 'return' })}>
              Returned<span className="visually-hidden"> item {i.id}</span>
            </button>
          </span>
        ) : i.status === 'assigned' ? (
          `Assigned to ${i.customer?.account_number ?? '—'}`
        ) : (
          `Returned (${i.return_reference ?? ''})`
        ),
    },
  ];
  return (
    <section className="books-suspense" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Suspense</h2>
      <p className="books-muted">
        Money a gateway received that matches no payment. Assign it only when the payer is proven; never by guess.
        {answer ? (
          <>
            {' '}
            Open: <strong>{answer.open.count}</strong> · <strong>{formatMoney(answer.open.amount)}</strong>.
          </>
        ) : null}
      </p>
      <div className="books-picker__field">
        <label htmlFor={`${id}-status`}>Show</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
        >
          {SUSPENSE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All items' : `${s[0]!.toUpperCase()}${s.slice(1)} items`}
            </option>
          ))}
        </select>
      </div>
      <PagedList<SuspenseItem>
        title="Suspense items"
        titleLevel={3}
        things="suspense items"
        columns={columns}
        rowKey={(i) => i.id}
        list={list}
        page={page}
        onPage={setPage}
        pagesLabel="Suspense items"
      />
      {acting ? <SuspenseDialog item={acting.item} action={acting.action} onClose={() => setActing(null)} /> : null}
    </section>
  );
}

function SuspenseDialog({ item, action, onClose }: { item: SuspenseItem; action: 'assign' | 'return'; onClose(): void }) {
  const id = useId();
  const assign = useAssignStaffSuspense();
  const giveBack = useReturnStaffSuspense();
  const mutation = action === 'assign' ? assign : giveBack;
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/staff/suspense'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/staff/books'] });
    onClose();
  };
  const failed = (err: unknown) => setError(messageOf(err));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim() || reason.trim().length < 3) {
      setError(action === 'assign' ? 'Give the account number and a reason (at least 3 characters).' : 'Give the gateway refund reference and a reason (at least 3 characters).');
      return;
    }
    setError(null);
    const call = { params: { path: { id: item.id } } };
    if (action === 'assign') assign.mutate({ ...call, body: { account_number: key.trim(), reason: reason.trim() } }, { onSuccess: done, onError: failed });
    else giveBack.mutate({ ...call, body: { reference: key.trim(), reason: reason.trim() } }, { onSuccess: done, onError: failed });
  };
  const amount = item.currency === 'NGN' ? formatMoney(item.amount) : `${item.amount} ${item.currency}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={action === 'assign' ? 'Credit to a customer' : 'Mark returned to the payer'}
      description={
        action === 'assign'
          ? `${amount} from ${item.gateway} (${item.gateway_ref}) goes to the customer's balance, once. Audited with your reason.`
          : `${amount} from ${item.gateway} (${item.gateway_ref}) was refunded to the payer by the gateway. Audited with your reason.`
      }
    >
      <form onSubmit={submit} noValidate className="books-dialog">
        <div className="books-picker__field">
          <label htmlFor={`${id}-key`}>{action === 'assign' ? "Customer's account number" : 'Gateway refund reference'}</label>
          <input id={`${id}-key`} value={key} onChange={(e) => setKey(e.target.value)} maxLength={action === 'assign' ? 32 : 100} autoComplete="off" aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        <div className="books-picker__field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        {error ? (
          <p id={`${id}-error`} className="books-picker__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="staff-actions">
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : action === 'assign' ? 'Credit the customer' : 'Mark returned'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </button>
        </p>
      </form>
    </Modal>
  );
}
