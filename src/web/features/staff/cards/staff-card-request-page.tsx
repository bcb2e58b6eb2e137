import { useState } from 'react';
import { Link } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import advanceValidators, { schema as advanceSchema } from '#generated/validators/advance-card-request-request';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { formatDateTime, formatMoney } from '#shared/money';
import { fieldErrorsOf } from '../shared/field-errors';
import { refreshCards, STAGE_LABELS, STATUS_LABELS, useAdvanceCardRequest, useStaffCardRequest } from './api';
import { CardActions } from './card-actions';
import { CardsTabs } from './cards-tabs';
import { positive, useUrlQuery } from '../shared/url-query';
import './staff-cards.css';
import { printedCardNumber } from '#shared/card-number';

type AdvanceData = FormDataOf<'AdvanceCardRequestRequest'>;
type Detail = components['schemas']['StaffCardRequestAnswer']['data'];
type Step = components['schemas']['StaffCardStep'];
export const advanceForm = defineForm<AdvanceData>(advanceValidators, advanceSchema);

/** Cards › a request (/staff/cards/request?id=…): its steps, the customer's card history, the move to the next stage. */
export function StaffCardRequestPage() {
  const [params] = useUrlQuery();
  const id = positive(params.get('id'));
  return (
    <div className="staff-cards">
      <CardsTabs />
      <p className="staff-cards__back">
        <Link href="/staff/cards">← All card requests</Link>
      </p>
      {id ? <RequestView id={id} /> : <p className="staff-state" role="status">Choose a card request in the list.</p>}
    </div>
  );
}

function RequestView({ id }: { id: number }) {
  const detail = useStaffCardRequest(id);
  if (detail.isPending) {
    return (
      <div className="table-state" role="status" aria-live="polite">
        <span className="loader__spinner table-state__spinner" aria-hidden="true" />
        <span>Loading the card request…</span>
      </div>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <div className="table-state table-state--error" role="alert">
        <span>We could not load this card request.</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void detail.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { request, customer, cards, history } = detail.data.data;
  return (
    <div className="staff-request">
      <section className="card staff-request__main" aria-labelledby="request-title">
        <h2 id="request-title" className="staff-cards__subtitle">
          {request.reference}
        </h2>
        <dl className="staff-facts">
          <dt>Stage</dt>
          <dd>
            <span className={`staff-stage staff-stage--${request.stage}`}>{STAGE_LABELS[request.stage]}</span>
          </dd>
          <dt>Customer</dt>
          <dd>
            {customer.name} · {customer.email} · account {customer.account_number}
          </dd>
          <dt>Service centre</dt>
          <dd>
            {request.service_center}, {request.location}
          </dd>
          <dt>Paid</dt>
          <dd>
            {formatMoney(request.amount)} via {request.gateway} ({request.payment_status})
          </dd>
          <dt>Card</dt>
          <dd>{request.card_number ? printedCardNumber(request.card_number) : 'Not assigned yet'}</dd>
        </dl>
        <Steps steps={request.steps} label={`Steps of ${request.reference}`} />
        {request.next_stage ? <AdvanceForm key={request.stage} detail={detail.data.data} /> : null}
      </section>
      <section className="card" aria-labelledby="cards-title">
        <h2 id="cards-title" className="staff-cards__subtitle">
          The customer’s cards
        </h2>
        {cards.length ? (
          <ul className="staff-card-list">
            {cards.map((c) => (
              <li key={c.id}>
                <span className="staff-card-list__number">{c.printed}</span>
                <span className={`staff-status staff-status--${c.status}`}>{STATUS_LABELS[c.status]}</span>
                <CardActions card={c} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="staff-state">No card yet.</p>
        )}
      </section>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title" className="staff-cards__subtitle">
          Card history
        </h2>
        <ol className="staff-history">
          {history.map((h) => (
            <li key={h.id}>
              <p>
                {h.id === request.id ? <strong>{h.reference}</strong> : <Link href={`/staff/cards/request?id=${h.id}`}>{h.reference}</Link>} · {h.service_center} ·{' '}
                {STAGE_LABELS[h.stage]}
                {h.card_number ? ` · card ${printedCardNumber(h.card_number)}` : ''}
              </p>
              {h.id !== request.id && h.steps.length ? <Steps steps={h.steps} label={`Steps of ${h.reference}`} compact /> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Steps({ steps, label, compact = false }: { steps: readonly Step[]; label: string; compact?: boolean }) {
  return (
    <ol className={`staff-timeline${compact ? " staff-timeline--compact" : ""}`} aria-label={label}>
      {steps.map((s) => (
        <li key={s.stage} className={`staff-timeline__step staff-timeline__step--${s.at ? "done" : "todo"}`}>
          <span className="staff-timeline__dot" aria-hidden="true" />
          <span className="staff-timeline__label">{s.label}</span>
          <span className="staff-timeline__time">{s.at ? <time dateTime={s.at}>{formatDateTime(s.at)}</time> : 'Not yet'}</span>
        </li>
      ))}
    </ol>
  );
}

function AdvanceForm({ detail }: { detail: Detail }) {
  const { request } = detail;
  const advance = useAdvanceCardRequest();
  const from = request.stage as NonNullable<AdvanceData['from']>;
  const [data, setData] = useState<AdvanceData>({ from });
  const next = request.next_stage!;
  const ui: UiSchema<AdvanceData> = {
    'ui:order': ['from', 'card_number'],
    from: { 'ui:widget': 'hidden' },
    card_number:
      from === 'preparing'
        ? { 'ui:placeholder': 'From stock', 'ui:autocomplete': 'off', 'ui:help': 'Leave empty to take the oldest card in stock.', 'ui:options': { trim: true, autoCapitalize: false, spellCheck: false } }
        : { 'ui:widget': 'hidden' },
  };
  return (
    <div className="staff-request__advance">
      <SchemaForm<AdvanceData>
        form={advanceForm}
        uiSchema={ui}
        formData={data}
        onChange={setData}
        autoFocusFirst={false}
        onSubmit={(values) =>
          advance.mutate(
            {
              params: { path: { id: request.id } },
              body: { from, ...(from === 'preparing' && values.card_number?.trim() ? { card_number: values.card_number.trim() } : {}) },
            },
            {
              onSuccess: () => void refreshCards(),
              onError: () => void refreshCards(),
            },
          )
        }
        idPrefix="advance"
        submitLabel={`Move to ${STAGE_LABELS[next]}`}
        busy={advance.isPending}
        busyLabel="Moving…"
        serverErrors={advance.isError ? fieldErrorsOf(advance.error) : null}
      />
    </div>
  );
}
