import { useEffect, useRef, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import issueValidators, { schema as issueSchema } from '#generated/validators/issue-management-card-request';
import updateValidators, { schema as updateSchema } from '#generated/validators/update-management-card-request';
import revokeValidators, { schema as revokeSchema } from '#generated/validators/revoke-management-card-request';
import { formatDateTime, formatMoney } from '#shared/money';
import { printedCardNumber } from '#shared/card-number';
import type { Column } from '#web/components/tables/data-table';
import { Modal } from '#web/components/modal';
import { PagedList } from '#web/components/tables/paged-list';
import { StatusBadge } from '#web/components/status-badge';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { staffQueryClient } from '#web/lib/staff-api';
import { useUrlQuery } from '../shared/url-query';
import { fieldErrorsOf } from '../shared/field-errors';
import { PlacePickerField } from '../shared/place-picker-field';
import { MANAGEMENT_CARDS, useIssueManagementCard, useManagementCardStarts, useManagementCards, useRevokeManagementCard, useUpdateManagementCard } from './management-cards-api';
import './staff-management-cards.css';

type Card = components['schemas']['ManagementCard'];
type Start = components['schemas']['ManagementStart'];
type IssueData = FormDataOf<'IssueManagementCardRequest'>;
type UpdateData = FormDataOf<'UpdateManagementCardRequest'>;
type RevokeData = FormDataOf<'RevokeManagementCardRequest'>;

export const issueForm = defineForm<IssueData>(issueValidators, issueSchema);
export const updateForm = defineForm<UpdateData>(updateValidators, updateSchema);
export const revokeForm = defineForm<RevokeData>(revokeValidators, revokeSchema);

const hubsUi = { 'ui:field': PlacePickerField, 'ui:options': { kind: 'centres', required: true } };
const issueUi: UiSchema<IssueData> = {
  'ui:order': ['attendant_name', 'service_center_ids', 'card_number', 'staff_id', 'reason'],
  attendant_name: { 'ui:autocomplete': 'off' },
  service_center_ids: hubsUi,
  card_number: { 'ui:autocomplete': 'off', 'ui:help': 'Leave empty to take the next card in stock.', 'ui:options': { autoCapitalize: 'characters', spellCheck: false } },
  staff_id: { 'ui:help': 'If the attendant has a staff account (optional).' },
  reason: { 'ui:widget': 'textarea' },
};
const updateUi: UiSchema<UpdateData> = { 'ui:order': ['service_center_ids', 'reason'], service_center_ids: hubsUi, reason: { 'ui:widget': 'textarea' } };
const revokeUi: UiSchema<RevokeData> = { reason: { 'ui:widget': 'textarea' } };

/** ELC + 16 symbols in groups of four, as printed on the card (lib/card-numbers.ts); other numbers as they are. */

const STATUSES = ['active', 'revoked'] as const;
type Status = (typeof STATUSES)[number];

const refresh = () => staffQueryClient.invalidateQueries({ queryKey: ['get', MANAGEMENT_CARDS] });

/**
 * Management cards (fulfilment, admin; ADR 046): the attendants' cards with this month's free starts, issue one,
 * change its hubs, revoke it with a reason, and read its starts. The status filter and the page are in the URL.
 */
export function StaffManagementCardsPage() {
  const [search, set] = useUrlQuery({ push: true });
  const status = STATUSES.find((s) => s === search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const go = (next: { status?: Status; page?: number }) =>
    set({ status: next.status, page: next.page && next.page > 1 ? next.page : undefined }, { clear: true });
  const cards = useManagementCards(page, status);
  const [issuing, setIssuing] = useState(false);
  const [editing, setEditing] = useState<Card | null>(null);
  const [revoking, setRevoking] = useState<Card | null>(null);
  const [reading, setReading] = useState<Card | null>(null);

  const columns: Column<Card>[] = [
    { header: 'Card', cell: (c) => <span className="staff-mono">{printedCardNumber(c.card_number)}</span> },
    { header: 'Attendant', cell: (c) => c.attendant_name },
    { header: 'Hubs', cell: (c) => c.hubs.map((h) => h.name).join(', ') },
    { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    { header: 'Starts this month', cell: (c) => c.starts_this_month, numeric: true },
    { header: 'Value this month', cell: (c) => formatMoney(c.value_this_month), numeric: true },
    {
      header: 'Actions',
      cell: (c) => (
        <span className="staff-actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setReading(c)}>
            Starts<span className="visually-hidden"> of {c.attendant_name}’s card</span>
          </button>
          {c.status === 'active' ? (
            <>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(c)}>
                Change hubs<span className="visually-hidden"> of {c.attendant_name}’s card</span>
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setRevoking(c)}>
                Revoke<span className="visually-hidden"> {c.attendant_name}’s card</span>
              </button>
            </>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="staff-management-cards">
      <p className="staff-notice">Management cards start machines free at their hubs. Each start is booked to the card’s management use account, never to revenue or a customer’s balance.</p>
      <div className="staff-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setIssuing(true)}>
          Issue a management card
        </button>
        <label className="staff-filter">
          <span>Status</span>{' '}
          <select className="field__input" value={status ?? ''} onChange={(e) => go({ status: (e.target.value || undefined) as Status | undefined })}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="revoked">Revoked</option>
          </select>
        </label>
      </div>
      <PagedList<Card>
        title="Management cards"
        things="management cards"
        columns={columns}
        rowKey={(c) => c.id}
        list={cards}
        page={page}
        onPage={(p) => go({ status, page: p })}
        pagesLabel="Management cards"
      />
      <IssueModal open={issuing} onClose={() => setIssuing(false)} />
      {editing ? <HubsModal card={editing} onClose={() => setEditing(null)} /> : null}
      {revoking ? <RevokeModal card={revoking} onClose={() => setRevoking(null)} /> : null}
      {reading ? <StartsPanel key={reading.id} card={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}

function IssueModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const issue = useIssueManagementCard();
  const [data, setData] = useState<IssueData>({});
  const close = () => {
    issue.reset();
    setData({});
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Issue a management card" description="The attendant starts machines free at these hubs until the card is revoked.">
      <SchemaForm<IssueData>
        form={issueForm}
        uiSchema={issueUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          issue.mutate(
            {
              body: {
                attendant_name: values.attendant_name?.trim() ?? '',
                service_center_ids: values.service_center_ids ?? [],
                ...(values.card_number?.trim() ? { card_number: values.card_number.trim() } : {}),
                ...(values.staff_id ? { staff_id: values.staff_id } : {}),
                ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
              },
            },
            {
              onSuccess: () => {
                void refresh();
                close();
              },
            },
          )
        }
        idPrefix="issue"
        submitLabel="Issue card"
        busy={issue.isPending}
        busyLabel="Issuing…"
        serverErrors={issue.isError ? fieldErrorsOf(issue.error) : null}
      />
    </Modal>
  );
}

function HubsModal({ card, onClose }: { card: Card; onClose(): void }) {
  const update = useUpdateManagementCard();
  const [data, setData] = useState<UpdateData>({ service_center_ids: card.service_center_ids });
  return (
    <Modal open onClose={onClose} title="Change hubs" description={`Where ${card.attendant_name}’s card starts machines free; it applies from the next start.`}>
      <p className="staff-aside">Now: {card.hubs.map((h) => h.name).join(', ')}</p>
      <SchemaForm<UpdateData>
        form={updateForm}
        uiSchema={updateUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          update.mutate(
            {
              params: { path: { id: card.id } },
              body: { service_center_ids: values.service_center_ids ?? [], ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}) },
            },
            {
              onSuccess: () => {
                void refresh();
                onClose();
              },
            },
          )
        }
        idPrefix="hubs"
        submitLabel="Save hubs"
        busy={update.isPending}
        busyLabel="Saving…"
        serverErrors={update.isError ? fieldErrorsOf(update.error) : null}
      />
    </Modal>
  );
}

function RevokeModal({ card, onClose }: { card: Card; onClose(): void }) {
  const revoke = useRevokeManagementCard();
  const [data, setData] = useState<RevokeData>({});
  return (
    <Modal open onClose={onClose} title="Revoke this management card?" description={`${card.attendant_name}’s card (${printedCardNumber(card.card_number)}) will be refused at every hub from now on. This cannot be undone.`}>
      <SchemaForm<RevokeData>
        form={revokeForm}
        uiSchema={revokeUi}
        formData={data}
        onChange={setData}
        onSubmit={(values) =>
          revoke.mutate(
            { params: { path: { id: card.id } }, body: { reason: values.reason?.trim() ?? '' } },
            {
              onSuccess: () => {
                void refresh();
                onClose();
              },
            },
          )
        }
        idPrefix="revoke"
        submitLabel="Revoke"
        busy={revoke.isPending}
        busyLabel="Revoking…"
        serverErrors={revoke.isError ? fieldErrorsOf(revoke.error) : null}
        afterSubmit={
          <p className="staff-aside">
            <button type="button" className="link-button" onClick={onClose}>
              Cancel
            </button>
          </p>
        }
      />
    </Modal>
  );
}

const START_OUTCOMES: Record<string, string> = {
  management_card_revoked: 'Refused: revoked',
  management_card_not_valid_here: 'Refused: not valid at this hub',
  machine_unknown: 'Refused: unknown machine',
  amount_above_limit: 'Refused: above the machine’s limit',
};

/** A card's starts, below the cards (a table too wide for a dialog); focus moves to its heading when opened. */
function StartsPanel({ card, onClose }: { card: Card; onClose(): void }) {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [card.id]);
  const starts = useManagementCardStarts(card.id, page);
  const columns: Column<Start>[] = [
    { header: 'When', cell: (s) => formatDateTime(s.created_at) },
    { header: 'Hub', cell: (s) => s.hub },
    { header: 'Machine', cell: (s) => s.machine ?? '—' },
    { header: 'Outcome', cell: (s) => (s.status === 201 ? 'Free start' : (START_OUTCOMES[s.reason ?? ''] ?? `Refused (${s.status})`)) },
    { header: 'Value', cell: (s) => (s.amount ? formatMoney(s.amount) : '—'), numeric: true },
  ];
  return (
    <section className="staff-management-starts" aria-labelledby="management-starts-title">
      <div className="staff-management-starts__head">
        <h2 id="management-starts-title" ref={heading} tabIndex={-1}>
          Starts of {card.attendant_name}’s card
        </h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          Close<span className="visually-hidden"> the starts</span>
        </button>
      </div>
      <p className="staff-aside">Every start tried with {printedCardNumber(card.card_number)}, newest first.</p>
      <PagedList<Start>
        title="Starts"
        titleLevel={3}
        things="starts"
        columns={columns}
        rowKey={(s) => s.id}
        list={starts}
        page={page}
        onPage={setPage}
        pagesLabel="Starts"
      />
    </section>
  );
}
