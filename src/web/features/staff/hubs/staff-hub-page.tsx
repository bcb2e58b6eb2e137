import { useState } from 'react';
import { Link } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import machineValidators, { schema as machineSchema } from '#generated/validators/update-staff-machine-request';
import addMachineValidators, { schema as addMachineSchema } from '#generated/validators/add-staff-machine-request';
import { formatDateTime, formatMoney } from '#shared/money';
import { DataTable, type Column } from '#web/components/tables/data-table';
import { Modal } from '#web/components/modal';
import { PagedList } from '#web/components/tables/paged-list';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { routeParam, type PageProps } from '#web/lib/page';
import { useStaffSession } from '#web/lib/staff-session';
import { useUrlQuery } from '../shared/url-query';
import { fieldErrorsOf } from '../shared/field-errors';
import { agoText, lastSeen } from './hub-time';
import {
  refreshHub,
  useAddStaffMachine,
  useStaffHub,
  useStaffHubAlerts,
  useStaffHubCharges,
  useUpdateStaffMachine,
  type StaffHubChargesQuery,
} from './hubs-api';
import { KeyModal, NewKeyDialog } from './hub-key-dialogs';
import { MachineChips } from './staff-hubs-page';
import './staff-hubs.css';

export { NOT_SHOWN_AGAIN } from './hub-key-dialogs';

type Machine = components['schemas']['StaffMachine'];
type HubKey = components['schemas']['StaffHubKey'];
type Charge = components['schemas']['StaffHubCharge'];
type Alert = components['schemas']['StaffHubAlert'];
type IssuedKey = components['schemas']['IssuedHubKey'];
type MachineData = FormDataOf<'UpdateStaffMachineRequest'>;
type AddMachineData = FormDataOf<'AddStaffMachineRequest'>;

export const machineForm = defineForm<MachineData>(machineValidators, machineSchema);
export const addMachineForm = defineForm<AddMachineData>(addMachineValidators, addMachineSchema);
const addMachineUi: UiSchema<AddMachineData> = {
  'ui:order': ['code', 'kind', 'name', 'price', 'max_charge'],
  code: { 'ui:options': { trim: true, autoCapitalize: false, spellCheck: false } },
  kind: { 'ui:widget': 'select', 'ui:enumNames': ['Washer', 'Dryer'], 'ui:options': { enumNames: ['Washer', 'Dryer'] } },
};
const machineUi: UiSchema<MachineData> = { 'ui:order': ['price', 'max_charge', 'reason'], reason: { 'ui:widget': 'textarea' } };

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
  const [search, setSearch] = useUrlQuery({ push: true });
  const query = chargesQuery(search);
  const charges = useStaffHubCharges(hub, query);
  const answer = charges.data;
  const setFilter = (name: string, value: string) => setSearch({ [name]: value });
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
      <PagedList<Charge>
        title="Charges"
        things="charges"
        columns={columns}
        rowKey={(c) => c.id}
        list={charges}
        page={query.page ?? 1}
        onPage={(p) => setFilter('page', p > 1 ? String(p) : '')}
        pagesLabel="Charges"
      />
    </section>
  );
}

function AlertsTable({ hub }: { hub: number }) {
  const [page, setPage] = useState(1);
  const alerts = useStaffHubAlerts(hub, page);
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
      <PagedList<Alert>
        title="Above-limit alerts"
        things="alerts"
        columns={columns}
        rowKey={(a) => `${a.at}-${a.cycle_id}`}
        list={alerts}
        page={page}
        onPage={setPage}
        pagesLabel="Alerts"
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
