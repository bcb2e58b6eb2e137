import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import { DataTable, type Column } from '#web/components/tables/data-table';
import { formatDateTime } from '#shared/money';
import { useStaffReconciliation, useStaffReconciliations, useStartStaffReconciliation } from '../shared/api';

/** A day `YYYY-MM-DD` (the books' period of a day, a reconciliation's day). */
export const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Run = components['schemas']['StaffReconciliationRun'];
type Mismatch = components['schemas']['StaffReconciliation']['mismatches'][number];

/** Reconciliation (tag staff-books, ADR 053): the runs, one run's mismatches, and a new run for a day. */
export function ReconciliationSection({ defaultDay }: { defaultDay: string }) {
  const id = useId();
  const runs = useStaffReconciliations();
  const start = useStartStaffReconciliation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [day, setDay] = useState(defaultDay);
  const run = useStaffReconciliation(open ?? runs.data?.data[0]?.id ?? null);
  const columns: Column<Run>[] = [
    {
      header: 'Day',
      cell: (r) => (
        <button type="button" className="books-link" onClick={() => setOpen(r.id)} aria-pressed={(open ?? runs.data?.data[0]?.id) === r.id}>
          {r.day}
          <span className="visually-hidden"> — show its mismatches</span>
        </button>
      ),
    },
    { header: 'Started', cell: (r) => `${formatDateTime(r.started_at)} · ${r.trigger} · ${r.actor}` },
    { header: 'Checked', numeric: true, cell: (r) => r.checked },
    { header: 'Mismatches', numeric: true, cell: (r) => r.mismatches },
    { header: 'Not answered', numeric: true, cell: (r) => r.unavailable },
    { header: 'Status', cell: (r) => r.status },
  ];
  const mismatchColumns: Column<Mismatch>[] = [
    { header: 'Reference', cell: (m) => m.reference },
    { header: 'Gateway', cell: (m) => m.gateway },
    { header: 'Kind', cell: (m) => m.kind.replace(/_/g, ' ') },
    { header: 'Ours', cell: (m) => m.ours },
    { header: 'Theirs', cell: (m) => m.theirs },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DAY_RE.test(day)) return;
    start.mutate(
      { body: { day } },
      {
        onSuccess: (answer) => {
          setOpen(answer.data.run.id);
          void queryClient.invalidateQueries({ queryKey: ['get', '/staff/reconciliations'] });
        },
      },
    );
  };
  return (
    <section className="books-reconciliation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reconciliation with the gateways</h2>
      <form className="books-picker card" onSubmit={submit} noValidate aria-label="Reconcile a day">
        <div className="books-picker__field">
          <label htmlFor={`${id}-day`}>Day to reconcile</label>
          <input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
        <p className="books-picker__actions">
          <button type="submit" className="btn btn--primary" disabled={start.isPending}>
            {start.isPending ? 'Asking the gateways…' : 'Reconcile now'}
          </button>
        </p>
      </form>
      <DataTable<Run>
        title="Runs"
        titleLevel={3}
        things="reconciliation runs"
        columns={columns}
        rows={runs.data?.data}
        rowKey={(r) => r.id}
        loading={runs.isPending}
        error={runs.isError}
        onRetry={() => void runs.refetch()}
      />
      {run.data ? (
        <DataTable<Mismatch>
          title={`Mismatches of ${run.data.data.run.day}`}
          titleLevel={3}
          things="mismatches"
          columns={mismatchColumns}
          rows={run.data.data.mismatches}
          rowKey={(m) => m.id}
          empty="The gateways agree with every top-up of this day."
        />
      ) : null}
    </section>
  );
}
