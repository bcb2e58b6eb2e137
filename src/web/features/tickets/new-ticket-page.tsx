import { useMemo, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { Link, useLocation, useSearch } from 'wouter';
import createTicketValidators, { schema as createTicketSchema } from '#generated/validators/create-ticket-request';
import type { components } from '#generated/api';
import { formatDate, formatMoney } from '#shared/money';
import { ArrowLeftIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import { isEnvelope } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import type { PageProps } from '#web/lib/page';
import { reportedTransactionOf, type ReportedTransaction } from '#web/lib/report-transaction';
import { uploadFetch } from '#web/lib/upload-fetch';
import { multipartBody, useCreateTicket } from './api';
import { AttachmentsField, type AttachmentsContext } from '#web/components/attachments-field';
import { UploadProgress } from '#web/components/upload-progress';
import './tickets.css';

type CreateTicketRequest = components['schemas']['CreateTicketRequest'];
export type NewTicketData = FormDataOf<'CreateTicketRequest'>;

export const newTicketForm = defineForm<NewTicketData>(createTicketValidators, createTicketSchema);

const uiSchema: UiSchema<NewTicketData> = {
  'ui:order': ['subject', 'priority', 'message', 'attachments', '*'],
  subject: { 'ui:placeholder': 'What is it about?' },
  priority: { 'ui:widget': 'select', 'ui:placeholder': 'Select priority' },
  message: { 'ui:widget': 'textarea', 'ui:placeholder': 'Tell us what happened', 'ui:options': { rows: 6 } },
  attachments: { 'ui:field': AttachmentsField, 'ui:options': { label: false } },
  trx: { 'ui:widget': 'hidden' },
};

/** The ticket a reported transaction starts from: its trx, date and amount in the subject and the message. */
export function prefillFor(report: ReportedTransaction): NewTicketData {
  const date = formatDate(report.date);
  const amount = formatMoney(report.amount.replace(/^-/, ''));
  return {
    subject: `Transaction ${report.trx}`,
    message: `I would like to report transaction ${report.trx} of ${date} (${amount}).\n\nWhat went wrong: `,
    trx: report.linked === false ? undefined : report.trx,
  };
}

/** The request body: the typed fields (trimmed) and the files, sent as multipart parts. */
export function createTicketPayload(data: NewTicketData, files: readonly File[], onProgress?: (fraction: number) => void) {
  const fields = {
    subject: data.subject?.trim(),
    priority: data.priority,
    message: data.message?.trim(),
    trx: data.trx,
  };
  return {
    // The files travel in the multipart body; the JSON view of the body only types the call.
    body: { ...fields, attachments: files.map((f) => f.name) } as CreateTicketRequest,
    bodySerializer: () => multipartBody(fields, 'attachments', files),
    // With files, the body is sent through XMLHttpRequest to follow its progress (the same client and middleware).
    ...(files.length && onProgress ? { fetch: uploadFetch(onProgress) } : {}),
  };
}

/** Field messages of a 422 answer, attachments' own (per file too: `attachments.2`) gathered under `attachments`. */
function serverErrorsOf(error: unknown): { fields: Record<string, string[]> | null; attachments: string[] } {
  if (!isEnvelope(error) || !error.error) return { fields: null, attachments: [] };
  const fields: Record<string, string[]> = {};
  const attachments: string[] = [];
  for (const [name, list] of Object.entries(error.error)) {
    if (/^attachments(\.|\[|$)/.test(name)) attachments.push(...list);
    else fields[name] = list;
  }
  return { fields, attachments };
}

/** Open New Ticket: Subject, Priority, Message and up to 5 files; prefilled when a transaction is reported. */
export function NewTicketPage({ title }: PageProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const report = useMemo(() => reportedTransactionOf(search), [search]);
  const [data, setData] = useState<NewTicketData>(() => (report ? prefillFor(report) : {}));
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateTicket();
  const server = serverErrorsOf(create.error);

  const onFiles = (next: File[]) => {
    setFiles(next);
    setData((d) => ({ ...d, attachments: next.length ? next.map((f) => f.name) : undefined }));
  };
  const attachments: AttachmentsContext = { files, onFiles, serverErrors: server.attachments, disabled: create.isPending };
  const context = { attachments };

  const submit = (values: NewTicketData) => {
    if (files.length) setProgress(0);
    create.mutate(createTicketPayload(values, files, setProgress), {
      onSuccess: () => navigate('/my/support'),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <>
      <PageHeader
        title={title}
        lead="Tell us what happened. We reply within 10 minutes during office hours (Monday to Saturday, 9am to 4pm)."
        actions={
          <Link href="/my/support" className="btn btn--ghost btn--small">
            <ArrowLeftIcon size={18} />
            Support Tickets
          </Link>
        }
      />
      <section className="card new-ticket" aria-label="New ticket">
        {report ? (
          <div className="reported-trx" role="note" aria-label="Reported transaction">
            <p className="reported-trx__title">This ticket is about a transaction</p>
            <dl className="reported-trx__facts">
              <div>
                <dt>Trx</dt>
                <dd className="cell-mono">{report.trx}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{formatDate(report.date)}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{formatMoney(report.amount.replace(/^-/, ''))}</dd>
              </div>
            </dl>
            {server.fields?.trx?.length ? (
              <p className="reported-trx__error" role="alert">
                {server.fields.trx[0]}
              </p>
            ) : null}
          </div>
        ) : null}
        <SchemaForm<NewTicketData>
          form={newTicketForm}
          uiSchema={uiSchema}
          formData={data}
          onChange={setData}
          onSubmit={submit}
          submitLabel="Create Ticket"
          busy={create.isPending}
          busyLabel="Creating…"
          serverErrors={server.fields}
          context={context}
          afterSubmit={create.isPending ? <UploadProgress fraction={progress} /> : null}
        />
      </section>
    </>
  );
}
