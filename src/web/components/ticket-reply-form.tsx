import { useEffect, useState, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import replyTicketValidators, { schema as replyTicketSchema } from '#generated/validators/reply-ticket-request';
import type { components } from '#generated/api';
import { isEnvelope, messageOf } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { multipartBody } from '#web/lib/multipart';
import { uploadFetch } from '#web/lib/upload-fetch';
import { AttachmentsField, type AttachmentsContext } from './attachments-field';
import { AlertIcon } from './icons';
import { UploadProgress } from './upload-progress';

type ReplyTicketRequest = components['schemas']['ReplyTicketRequest'];
export type ReplyData = FormDataOf<'ReplyTicketRequest'>;

/** The contract's ReplyTicketRequest, for the customer's replyTicket and support's replyStaffTicket alike. */
export const replyForm = defineForm<ReplyData>(replyTicketValidators, replyTicketSchema);

const replyUi = (rows: number): UiSchema<ReplyData> => ({
  'ui:order': ['message', 'file[]', '*'],
  message: {
    'ui:title': 'Your reply',
    'ui:widget': 'textarea',
    'ui:placeholder': 'Type your reply here...',
    'ui:options': { rows, missingLabel: 'a message or a file' },
  },
  'file[]': { 'ui:field': AttachmentsField, 'ui:options': { label: false } },
  ticket: { 'ui:widget': 'hidden' },
});

/** The reply's request: the text (kept as typed, blank left out), the ticket number again, one `file[]` part per file. */
export function replyPayload(ticket: string, data: ReplyData, files: readonly File[], onProgress?: (fraction: number) => void) {
  const fields = { message: data.message?.trim() ? data.message : undefined, ticket };
  return {
    params: { path: { ticket } },
    body: { ...fields, 'file[]': files.map((f) => f.name) } as ReplyTicketRequest,
    bodySerializer: () => multipartBody(fields, 'file[]', files),
    ...(files.length && onProgress ? { fetch: uploadFetch(onProgress) } : {}),
  };
}

/** The reply operation's mutation (the customer's or support's: both take the same request). */
export interface ReplyMutation {
  mutate(request: ReturnType<typeof replyPayload>, options: { onSettled: () => void; onSuccess: () => void }): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The reply box of a ticket: "Type your reply here...", files (types by content on the server, 5 MB each, at most 5),
 * Send Reply ("Sending..." with upload progress while busy). It needs text or at least one file. A success clears the
 * text and the files, calls `onSent` and moves the focus to `focusAfterSent` (an element id); a failure keeps both and
 * says so under the button (and in the error toast), never only in the console. `children` go above the form (the
 * section's heading and a line of explanation); the section is labelled by `labelledBy`.
 */
export function TicketReplyForm(props: {
  ticket: string;
  reply: ReplyMutation;
  idPrefix: string;
  rows: number;
  focusAfterSent: string;
  onSent?: () => void;
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const { ticket, reply, idPrefix, rows, focusAfterSent, onSent, className, labelledBy, children } = props;
  const [data, setData] = useState<ReplyData>({});
  const [files, setFiles] = useState<File[]>([]);
  // A fresh form (no "touched" fields) after each sent reply.
  const [round, setRound] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (round > 0) document.getElementById(focusAfterSent)?.focus();
  }, [round, focusAfterSent]);

  const fieldErrors: Record<string, string[]> = {};
  const fileErrors: string[] = [];
  if (isEnvelope(reply.error) && reply.error.error) {
    for (const [name, list] of Object.entries(reply.error.error)) {
      if (/^file/.test(name)) fileErrors.push(...list);
      else fieldErrors[name] = list;
    }
  }
  const onFiles = (next: File[]) => {
    setFiles(next);
    setData((d) => ({ ...d, 'file[]': next.length ? next.map((f) => f.name) : undefined }));
  };
  const attachments: AttachmentsContext = { files, onFiles, serverErrors: fileErrors, disabled: reply.isPending };

  const submit = (values: ReplyData) => {
    if (files.length) setProgress(0);
    reply.mutate(replyPayload(ticket, values, files, setProgress), {
      onSettled: () => setProgress(null),
      onSuccess: () => {
        setData({});
        setFiles([]);
        setRound((r) => r + 1);
        onSent?.();
      },
    });
  };

  return (
    <section className={className} aria-labelledby={labelledBy}>
      {children}
      <SchemaForm<ReplyData>
        key={round}
        form={replyForm}
        uiSchema={replyUi(rows)}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        submitLabel="Send Reply"
        busy={reply.isPending}
        busyLabel="Sending..."
        serverErrors={Object.keys(fieldErrors).length ? fieldErrors : null}
        context={{ attachments }}
        idPrefix={idPrefix}
        autoFocusFirst={false}
        afterSubmit={
          reply.isPending ? (
            <UploadProgress fraction={progress} />
          ) : reply.isError ? (
            <p className="ticket-reply__failed" role="alert">
              <AlertIcon size={18} />
              <span>
                Your reply was not sent: {messageOf(reply.error)} Your text and files are still here; please try again.
              </span>
            </p>
          ) : null
        }
      />
    </section>
  );
}
