import { useEffect, useId, useRef, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { components } from '#generated/api';
import addValidators, { schema as addSchema } from '#generated/validators/add-cards-request';
import { DataTable, type Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { formatDateTime } from '#shared/money';
import { fieldErrorsOf } from '../shared/field-errors';
import { importPayload, refreshCards, STATUS_LABELS, useAddStaffCards, useImportStaffCards, useStaffCards, type CardQuery, type ImportReport, type StaffCard } from './api';
import { CardActions } from './card-actions';
import { CardsTabs } from './cards-tabs';
import { NumberListField } from './number-list-field';
import { positive, useUrlQuery } from '../shared/url-query';
import './staff-cards.css';

type Status = components['schemas']['StaffCardStatus'];
type AddData = FormDataOf<'AddCardsRequest'>;
const STATUSES = Object.keys(STATUS_LABELS) as Status[];
export const addForm = defineForm<AddData>(addValidators, addSchema);
const addUi: UiSchema<AddData> = { numbers: { 'ui:field': NumberListField, 'ui:title': 'Card numbers' } };

const REASONS: Record<ImportReport['rejected'][number]['reason'], string> = {
  format: 'Bad format',
  check: 'Bad check character',
  duplicate: 'Duplicate in the file',
  present: 'Already in the inventory',
};

/** Cards › Inventory: counts per status, filters in the URL, the table with a card's actions, add and CSV import. */
export function StaffCardInventoryPage() {
  const [params, setParams] = useUrlQuery();
  const status = STATUSES.includes(params.get('status') as Status) ? (params.get('status') as Status) : undefined;
  const q = params.get('q')?.trim() || undefined;
  const page = positive(params.get('page')) ?? 1;
  const query: CardQuery = { page, ...(status ? { status } : {}), ...(q ? { q } : {}) };
  const cards = useStaffCards(query);
  const answer = cards.data;
  const [draft, setDraft] = useState(q ?? '');
  useEffect(() => setDraft(q ?? ''), [q]);
  const [report, setReport] = useState<{ title: string; data: ImportReport } | null>(null);
  const ids = { status: useId(), q: useId() };

  const columns: Column<StaffCard>[] = [
    { header: 'Card number', cell: (c) => <span className="staff-card-list__number">{c.printed}</span> },
    { header: 'Status', cell: (c) => <span className={`staff-status staff-status--${c.status}`}>{STATUS_LABELS[c.status]}</span> },
    { header: 'Holder', cell: (c) => (c.holder ? `${c.holder.name} · ${c.holder.email}` : '—') },
    { header: 'Linked', cell: (c) => (c.linked_at ? <time dateTime={c.linked_at}>{formatDateTime(c.linked_at)}</time> : '—') },
    { header: 'Actions', cell: (c) => <CardActions card={c} /> },
  ];

  return (
    <div className="staff-cards">
      <CardsTabs />
      {answer ? (
        <ul className="staff-counts" aria-label="Cards per status">
          {STATUSES.map((s) => (
            <li key={s}>
              <strong>{answer.counts[s]}</strong> {STATUS_LABELS[s].toLowerCase()}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="staff-cards__intake">
        <section className="card" aria-labelledby="add-title">
          <h2 id="add-title" className="staff-cards__subtitle">
            Add cards
          </h2>
          <AddCards onReport={(data) => setReport({ title: 'Added by number', data })} />
        </section>
        <section className="card" aria-labelledby="import-title">
          <h2 id="import-title" className="staff-cards__subtitle">
            Import a CSV file
          </h2>
          <ImportCsv onReport={(data) => setReport({ title: 'Imported from the file', data })} />
        </section>
      </div>
      {report ? <ReportView title={report.title} report={report.data} /> : null}
      <form
        className="staff-filters"
        role="search"
        aria-label="Filter cards"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ q: draft.trim() });
        }}
      >
        <div className="field">
          <label htmlFor={ids.status} className="field__label">
            Status
          </label>
          <select id={ids.status} className="field__input" value={status ?? ''} onChange={(e) => setParams({ status: e.target.value })}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.q} className="field__label">
            Card number
          </label>
          <input id={ids.q} className="field__input" type="search" value={draft} maxLength={40} autoComplete="off" onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--ghost">
          Search
        </button>
      </form>
      <PagedList<StaffCard>
        title="Card inventory"
        things="cards"
        columns={columns}
        rowKey={(c) => c.id}
        list={cards}
        page={page}
        onPage={(p) => setParams({ page: p })}
        pagesLabel="Cards"
      />
    </div>
  );
}

function AddCards({ onReport }: { onReport(report: ImportReport): void }) {
  const add = useAddStaffCards();
  const [data, setData] = useState<AddData>({ numbers: [] });
  const [generation, setGeneration] = useState(0);
  return (
    <SchemaForm<AddData>
      key={generation}
      form={addForm}
      uiSchema={addUi}
      formData={data}
      onChange={setData}
      autoFocusFirst={false}
      idPrefix="add-cards"
      onSubmit={(values) =>
        add.mutate(
          { body: { numbers: values.numbers ?? [] } },
          {
            onSuccess: (answer) => {
              onReport(answer.data);
              setData({ numbers: [] });
              setGeneration((g) => g + 1);
              void refreshCards();
            },
          },
        )
      }
      submitLabel="Add to stock"
      busy={add.isPending}
      busyLabel="Adding…"
      serverErrors={add.isError ? fieldErrorsOf(add.error) : null}
    />
  );
}

function ImportCsv({ onReport }: { onReport(report: ImportReport): void }) {
  const upload = useImportStaffCards();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const id = useId();
  const errors = upload.isError ? fieldErrorsOf(upload.error)?.file : undefined;
  return (
    <form
      className="staff-import"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        upload.mutate(importPayload(file), {
          onSuccess: (answer) => {
            onReport(answer.data);
            setFile(null);
            if (input.current) input.current.value = '';
            void refreshCards();
          },
        });
      }}
    >
      <div className="field">
        <label htmlFor={id} className="field__label">
          CSV file
        </label>
        <input
          id={id}
          ref={input}
          className="field__input"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${id}__hint`}
          aria-invalid={errors ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${id}__hint`} className="field__hint">
          One card number a line (the first column); at most 256 KB and 5,000 lines.
        </p>
        {errors?.length ? (
          <p className="field__error" role="alert">
            {errors[0]}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Importing…' : 'Import'}
      </button>
    </form>
  );
}

function ReportView({ title, report }: { title: string; report: ImportReport }) {
  return (
    <section className="card staff-report" aria-labelledby="report-title" role="status">
      <h2 id="report-title" className="staff-cards__subtitle">
        {title}: {report.added} added, {report.rejected.length} rejected of {report.lines}
      </h2>
      {report.rejected.length ? (
        <DataTable<ImportReport['rejected'][number]>
          title="Rejected lines"
          titleLevel={3}
          things="rejected lines"
          columns={[
            { header: 'Line', cell: (r) => r.line, numeric: true },
            { header: 'Number', cell: (r) => r.number },
            { header: 'Why', cell: (r) => (r.reason === 'present' ? REASONS.present : `${REASONS[r.reason]} — ${r.message}`) },
          ]}
          rows={report.rejected}
          rowKey={(r) => r.line}
        />
      ) : (
        <p>Every line was added.</p>
      )}
    </section>
  );
}
