import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import machineValidators, { schema as machineSchema } from '#generated/validators/update-staff-machine-request';
import reasonValidators, { schema as reasonSchema } from '#generated/validators/hub-key-reason-request';
import addMachineValidators, { schema as addMachineSchema } from '#generated/validators/add-staff-machine-request';
import { formatDateTime, formatMoney, pageCount } from '#shared/money';
import { DataTable, type Column } from '#web/components/data-table';
import { Modal } from '#web/components/modal';
import { PaginationBar } from '#web/components/pagination-bar';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { routeParam, type PageProps } from '#web/lib/page';
import { staffQueryClient } from '#web/lib/staff-api';
import { useStaffSession } from '#web/lib/staff-session';
import { fieldErrorsOf } from './field-errors';
import { agoText, lastSeen } from './hub-time';
import {
  useAddStaffMachine,
  useIssueStaffHubKey,
  useRevokeStaffHubKey,
  useRotateStaffHubKey,
  useStaffHub,
  useStaffHubAlerts,
  useStaffHubCharges,
  useUpdateStaffMachine,
  type StaffHubChargesQuery,
} from './hubs-api';
import { MachineChips } from './staff-hubs-page';
import './staff-hubs.css';

type Machine = components['schemas']['StaffMachine'];
type HubKey = components['schemas']['StaffHubKey'];
type Charge = components['schemas']['StaffHubCharge'];
type Alert = components['schemas']['StaffHubAlert'];
type IssuedKey = components['schemas']['IssuedHubKey'];
type MachineData = FormDataOf<'UpdateStaffMachineRequest'>;
type ReasonData = FormDataOf<'HubKeyReasonRequest'>;
type AddMachineData = FormDataOf<'AddStaffMachineRequest'>;

export const machineForm = defineForm<MachineData>(machineValidators, machineSchema);
export const reasonForm = defineForm<ReasonData>(reasonValidators, reasonSchema);
export const addMachineForm = defineForm<AddMachineData>(addMachineValidators, addMachineSchema);
const addMachineUi: UiSchema<AddMachineData> = {
  'ui:order': ['code', 'kind', 'name', 'price', 'max_charge'],
  code: { 'ui:options': { trim: true, autoCapitalize: false, spellCheck: false } },
  kind: { 'ui:widget': 'select', 'ui:enumNames': ['Washer', 'Dryer'], 'ui:options': { enumNames: ['Washer', 'Dryer'] } },
};
const machineUi: UiSchema<MachineData> = { 'ui:order': ['price', 'max_charge', 'reason'], reason: { 'ui:widget': 'textarea' } };
const reasonUi: UiSchema<ReasonData> = { reason: { 'ui:widget': 'textarea' } };

const STATE_LABELS: Record<Machine['state'], string> = { free: 'Free', in_use: 'In use', out_of_order: 'Out of order' };
const RESULT_LABELS: Record<string, string> = {
  charged: 'Charged',
  insufficient_balance: 'Insufficient balance',
  amount_above_limit: 'Above the limit',
  card_unknown: 'Unknown card',
  card_frozen: 'Card frozen',
  card_not_linked: 'Card not linked',
  machine_unknown: 'Unknown machine',
};
export const NOT_SHOWN_AGAIN = 'Copy this key now and configure it in the hub’s controller: it will not be shown again.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The charges' filters as the address says them (`?from=…&to=…&page=…`). */
export function chargesQuery(search: URLSearchParams): StaffHubChargesQuery {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const page = Number(search.get('page'));
  return {
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

const refreshHub = (hub: number) => staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/hubs/{hub}', { params: { path: { hub } } }] });

/** A hub: its machines (prices editable by admins), keys (issue, rotate, revoke), charges by day and alerts. */
export function StaffHubPage({ params }: PageProps) {
  const id = Number(routeParam(params, 'id'));
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const hub = useStaffHub(valid ? id : 0);
  const session = useStaffSession();
  const admin = !!session?.staff.roles.includes('admin');
  const [pricing, setPricing] = useState<Machine | null>(null);
  const [keyAction, setKeyAction] = useState<{ kind: 'issue' | 'rotate' } | { kind: 'revoke'; key: HubKey } | null>(null);
  const [shown, setShown] = useState<IssuedKey | null>(null);
  const [adding, setAdding] = useState(false);

  if (!valid || hub.error) {
    const missing = !valid || (hub.error as { code?: number } | null)?.code === 404;
    return (
      <div className="staff-state" role="alert">
        <p>{missing ? 'No hub with this id.' : 'We could not load this hub.'}</p>
        {missing ? (
          <Link href="/staff/hubs">Back to the hubs</Link>
        ) : (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void hub.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  const h = hub.data?.data;
  if (!h) {
    return (
      <div className="staff-state" role="status" aria-live="polite">
        <span className="loader__spinner table-state__spinner" aria-hidden="true" /> Loading the hub…
      </div>
    );
  }
  const seen = lastSeen(h.last_seen_at);

  const machineColumns: Column<Machine>[] = [
    { header: 'Machine', cell: (m) => `${m.code} · ${m.name}` },
    {
      header: 'State',
      cell: (m) => (
        <span className="hub-chips">
          <span className={`hub-chip ${m.online ? 'hub-chip--online' : 'hub-chip--offline'}`}>{m.online ? 'Online' : 'Offline'}</span>
          <span className="hub-muted">
            {STATE_LABELS[m.state]}
            {m.minutes_left !== null ? `, ${m.minutes_left} min left` : ''}
          </span>
        </span>
      ),
    },
    { header: 'Price', cell: (m) => formatMoney(m.price), numeric: true },
    { header: 'Most per cycle', cell: (m) => formatMoney(m.limit), numeric: true },
    {
      header: 'Last report',
      cell: (m) =>
        m.reported_at ? (
          <time dateTime={m.reported_at} title={formatDateTime(m.reported_at)}>
            {agoText(m.reported_at)}
          </time>
        ) : (
          'Never'
        ),
    },
    ...(admin
      ? [
          {
            header: 'Actions',
            cell: (m: Machine) => (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setPricing(m)}>
                Change price<span className="visually-hidden"> of {m.code}</span>
              </button>
            ),
          },
        ]
      : []),
  ];

  const keyColumns: Column<HubKey>[] = [
    { header: 'Key', cell: (k) => <code className="hub-key-prefix">{k.prefix}…</code> },
    { header: 'Issued', cell: (k) => formatDateTime(k.created_at) },
    {
      header: 'Status',
      cell: (k) =>
        k.revoked_at ? (
          <span className="hub-chip hub-chip--none">Revoked {formatDateTime(k.revoked_at)}</span>
        ) : (
          <span className="hub-chip hub-chip--online">Active</span>
        ),
    },
    ...(admin
      ? [
          {
            header: 'Actions',
            cell: (k: HubKey) =>
              k.revoked_at ? (
                '—'
              ) : (
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setKeyAction({ kind: 'revoke', key: k })}>
                  Revoke<span className="visually-hidden"> key {k.prefix}</span>
                </button>
              ),
          },
        ]
      : []),
  ];

  return (
    <div className="staff-hub">
      <p className="hub-back">
        <Link href="/staff/hubs">← All hubs</Link>
      </p>
      <section className="hub-summary" aria-label="Hub">
        <h2>{h.name}</h2>
        <p className="hub-muted">
          {h.location}
          {h.address ? ` · ${h.address}` : ''}
        </p>
        <dl className="hub-facts">
          <div>
            <dt>Machines</dt>
            <dd>{h.machines ? <MachineChips online={h.online} offline={h.offline} /> : 'None'}</dd>
          </div>
          <div>
            <dt>Last seen</dt>
            <dd title={seen.title}>{seen.text}</dd>
          </div>
          <div>
            <dt>Charges today</dt>
            <dd>
              {h.charges_today} · {formatMoney(h.charged_today)}
            </dd>
          </div>
        </dl>
      </section>

      {admin ? (
        <div className="hub-section__bar">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setAdding(true)}>
            Add a machine
          </button>
        </div>
      ) : null}
      <DataTable<Machine> title="Machines" things="machines" columns={machineColumns} rows={h.machine_list} rowKey={(m) => m.id} />

      <section className="hub-section" aria-labelledby="hub-keys-actions">
        <div className="hub-section__bar" id="hub-keys-actions">
          {admin ? (
            <span className="staff-actions">
              <button type="button" className="btn btn--primary btn--small" onClick={() => setKeyAction({ kind: 'issue' })}>
                Issue a key
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setKeyAction({ kind: 'rotate' })}>
                Rotate keys
              </button>
            </span>
          ) : null}
        </div>
        <DataTable<HubKey> title="Keys" things="keys" columns={keyColumns} rows={h.keys} rowKey={(k) => k.id} />
      </section>

      <ChargesTable hub={h.id} />
      <AlertsTable hub={h.id} />

      {adding ? <AddMachineModal hub={h.id} onClose={() => setAdding(false)} /> : null}
      {pricing ? <PriceModal hub={h.id} machine={pricing} onClose={() => setPricing(null)} /> : null}
      {keyAction ? (
        <KeyModal
          hub={h.id}
          action={keyAction}
          onClose={() => setKeyAction(null)}
          onIssued={(k) => {
            setKeyAction(null);
            setShown(k);
          }}
        />
      ) : null}
      {shown ? <NewKeyDialog issued={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}

function ChargesTable({ hub }: { hub: number }) {
  const [search, setSearch] = useSearchParams();
  const query = chargesQuery(search);
  const charges = useStaffHubCharges(hub, query);
  const answer = charges.data;
  const pages = answer ? pageCount(answer.total, answer.per_page) : 1;
  const setFilter = (name: string, value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  const columns: Column<Charge>[] = [
    { header: 'When', cell: (c) => formatDateTime(c.created_at) },
    { header: 'Machine', cell: (c) => c.machine ?? '—' },
    { header: 'Card', cell: (c) => <span className="hub-nowrap">{c.card_number}</span> },
    {
      header: 'Result',
      cell: (c) => <span className={`hub-chip ${c.status === 201 ? 'hub-chip--online' : 'hub-chip--offline'}`}>{RESULT_LABELS[c.result] ?? c.result}</span>,
    },
    { header: 'Amount', cell: (c) => (c.amount ? formatMoney(c.amount) : '—'), numeric: true },
    { header: 'Cycle', cell: (c) => <span className="hub-muted hub-break">{c.cycle_id}</span> },
  ];
  return (
    <section className="hub-section" aria-label="Charges">
      <div className="hub-filters">
        <label>
          From <input type="date" value={query.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} />
        </label>
        <label>
          To <input type="date" value={query.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
        </label>
        {answer ? (
          <p className="hub-totals" role="status">
            {answer.totals.charges} charged · {formatMoney(answer.totals.amount)} · {answer.totals.refused} refused
          </p>
        ) : null}
      </div>
      <DataTable<Charge>
        title="Charges"
        things="charges"
        columns={columns}
        rows={answer?.data}
        rowKey={(c) => c.id}
        loading={charges.isPending}
        error={charges.isError}
        onRetry={() => void charges.refetch()}
        footer={
          answer && pages > 1 ? (
            <PaginationBar page={query.page ?? 1} pages={pages} onPage={(p) => setFilter('page', p > 1 ? String(p) : '')} label="Charges" disabled={charges.isFetching} />
          ) : null
        }
      />
    </section>
  );
}

function AlertsTable({ hub }: { hub: number }) {
  const [page, setPage] = useState(1);
  const alerts = useStaffHubAlerts(hub, page);
  const answer = alerts.data;
  const pages = answer ? pageCount(answer.total, answer.per_page) : 1;
  const columns: Column<Alert>[] = [
    { header: 'When', cell: (a) => formatDateTime(a.at) },
    { header: 'Key', cell: (a) => <code className="hub-key-prefix">{a.key_prefix ? `${a.key_prefix}…` : `#${a.key_id}`}</code> },
    { header: 'Machine', cell: (a) => a.machine },
    { header: 'Asked', cell: (a) => formatMoney(a.amount), numeric: true },
    { header: 'Limit', cell: (a) => formatMoney(a.limit), numeric: true },
    { header: 'Cycle', cell: (a) => <span className="hub-muted hub-break">{a.cycle_id}</span> },
  ];
  return (
    <section className="hub-section" aria-label="Alerts">
      <p className="hub-muted">Charges refused above a machine’s limit. Many from one key: revoke it.</p>
      <DataTable<Alert>
        title="Above-limit alerts"
        things="alerts"
        columns={columns}
        rows={answer?.data}
        rowKey={(a) => `${a.at}-${a.cycle_id}`}
        loading={alerts.isPending}
        error={alerts.isError}
        onRetry={() => void alerts.refetch()}
        footer={answer && pages > 1 ? <PaginationBar page={page} pages={pages} onPage={setPage} label="Alerts" disabled={alerts.isFetching} /> : null}
      />
    </section>
  );
}

const toNaira = (money: string | null) => (money === null ? undefined : Number(money));

function PriceModal({ hub, machine, onClose }: { hub: number; machine: Machine; onClose(): void }) {
  const update = useUpdateStaffMachine();
  const [data, setData] = useState<MachineData>({ price: toNaira(machine.price), max_charge: toNaira(machine.max_charge) });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Price of ${machine.code}`}
      description="The most per cycle is what a hub may charge for a longer programme; empty means the price is the most. It applies to the next charge."
    >
      <SchemaForm<MachineData>
        form={machineForm}
        uiSchema={machineUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          update.mutate(
            {
              params: { path: { hub, code: machine.code } },
              body: {
                ...(values.price !== undefined ? { price: values.price } : {}),
                max_charge: values.max_charge ?? null,
                ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
              },
            },
            {
              onSuccess: () => {
                void refreshHub(hub);
                onClose();
              },
            },
          )
        }
        idPrefix="price"
        submitLabel="Save price"
        busy={update.isPending}
        busyLabel="Saving…"
        serverErrors={update.isError ? fieldErrorsOf(update.error) : null}
      />
    </Modal>
  );
}

function AddMachineModal({ hub, onClose }: { hub: number; onClose(): void }) {
  const add = useAddStaffMachine();
  const [data, setData] = useState<AddMachineData>({ kind: 'washer' });
  return (
    <Modal open onClose={onClose} title="Add a machine" description="A washer or dryer of this hub with its price per cycle. Its code is what the hub sends with each charge.">
      <SchemaForm<AddMachineData>
        form={addMachineForm}
        uiSchema={addMachineUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          add.mutate(
            {
              params: { path: { hub } },
              body: {
                code: values.code?.trim() ?? '',
                kind: values.kind ?? 'washer',
                price: values.price ?? 0,
                ...(values.name?.trim() ? { name: values.name.trim() } : {}),
                ...(values.max_charge != null ? { max_charge: values.max_charge } : {}),
              },
            },
            {
              onSuccess: () => {
                void refreshHub(hub);
                onClose();
              },
            },
          )
        }
        idPrefix="machine"
        submitLabel="Add machine"
        busy={add.isPending}
        busyLabel="Adding…"
        serverErrors={add.isError ? fieldErrorsOf(add.error) : null}
      />
    </Modal>
  );
}

const KEY_TEXTS = {
  issue: { title: 'Issue a key', description: 'A new key for this hub. Its other keys stay valid.', submit: 'Issue key', busy: 'Issuing…' },
  rotate: {
    title: 'Rotate keys',
    description: 'Every active key of this hub stops working at once and a new key is issued. Configure the new key in the hub right away.',
    submit: 'Rotate keys',
    busy: 'Rotating…',
  },
  revoke: { title: 'Revoke this key?', description: 'The hub’s requests with this key are refused from now on.', submit: 'Revoke', busy: 'Revoking…' },
} as const;

function KeyModal({
  hub,
  action,
  onClose,
  onIssued,
}: {
  hub: number;
  action: { kind: 'issue' | 'rotate' } | { kind: 'revoke'; key: HubKey };
  onClose(): void;
  onIssued(key: IssuedKey): void;
}) {
  const issue = useIssueStaffHubKey();
  const rotate = useRotateStaffHubKey();
  const revoke = useRevokeStaffHubKey();
  const mutation = action.kind === 'issue' ? issue : action.kind === 'rotate' ? rotate : revoke;
  const [data, setData] = useState<ReasonData>({});
  const texts = KEY_TEXTS[action.kind];
  const submit = (values: ReasonData) => {
    const body = values.reason?.trim() ? { reason: values.reason.trim() } : {};
    const done = { onSuccess: () => void refreshHub(hub) };
    if (action.kind === 'revoke') {
      revoke.mutate({ params: { path: { hub, key: action.key.id } }, body }, { onSuccess: () => (done.onSuccess(), onClose()) });
    } else {
      (action.kind === 'issue' ? issue : rotate).mutate(
        { params: { path: { hub } }, body },
        {
          onSuccess: (answer) => {
            done.onSuccess();
            onIssued(answer.data);
          },
        },
      );
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={texts.title}
      description={action.kind === 'revoke' ? `${texts.description} Key ${action.key.prefix}…` : texts.description}
    >
      <SchemaForm<ReasonData>
        form={reasonForm}
        uiSchema={reasonUi}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        idPrefix={`key-${action.kind}`}
        submitLabel={texts.submit}
        busy={mutation.isPending}
        busyLabel={texts.busy}
        serverErrors={mutation.isError ? fieldErrorsOf(mutation.error) : null}
      />
    </Modal>
  );
}

/** The new key, shown this once, with a copy button. Closing forgets it (it is in no cache: mutations only). */
export function NewKeyDialog({ issued, onClose }: { issued: IssuedKey; onClose(): void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.key);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Modal open onClose={onClose} title="New hub key" description={NOT_SHOWN_AGAIN}>
      <div className="hub-new-key">
        {issued.revoked ? <p>{issued.revoked === 1 ? '1 old key was revoked.' : `${issued.revoked} old keys were revoked.`}</p> : null}
        <label className="hub-new-key__label" htmlFor="hub-new-key">
          Key {issued.prefix}…
        </label>
        <textarea id="hub-new-key" className="hub-new-key__value" readOnly rows={2} value={issued.key} onFocus={(e) => e.target.select()} spellCheck={false} />
        <p className="staff-actions">
          <button type="button" className="btn btn--primary" onClick={() => void copy()}>
            Copy key
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            I have stored it
          </button>
        </p>
        <p role="status" aria-live="polite" className="hub-muted">
          {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Copying failed: select the key and copy it yourself.' : ''}
        </p>
      </div>
    </Modal>
  );
}
