import { useEffect, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import replyTicketValidators, { schema as replyTicketSchema } from '#generated/validators/reply-ticket-request';
import type { components } from '#generated/api';
import { AlertIcon } from '#web/components/icons';
import { isEnvelope, messageOf } from '#web/lib/api-errors';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { uploadFetch } from '#web/lib/upload-fetch';
import { multipartBody, useReplyTicket } from './api';
import { AttachmentsField, type AttachmentsContext } from '#web/components/attachments-field';
import { UploadProgress } from '#web/components/upload-progress';

type ReplyTicketRequest = components['schemas']['ReplyTicketRequest'];
export type ReplyData = FormDataOf<'ReplyTicketRequest'>;

export const replyForm = defineForm<ReplyData>(replyTicketValidators, replyTicketSchema);

const uiSchema: UiSchema<ReplyData> = {
  'ui:order': ['message', 'file[]', '*'],
  message: {
    'ui:title': 'Your reply',
    'ui:widget': 'textarea',
    'ui:placeholder': 'Type your reply here...',
    'ui:options': { rows: 4, missingLabel: 'a message or a file' },
  },
  'file[]': { 'ui:field': AttachmentsField, 'ui:options': { label: false } },
  ticket: { 'ui:widget': 'hidden' },
};

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

/**
 * The reply box: "Type your reply here...", files, Send Reply ("Sending..." while busy). It needs text or at least one
 * file. A success clears the text and the files and the ticket is fetched again; a failure keeps both and says so
 * here (and in the error toast), never only in the console.
 */
export function ReplyForm({ ticket }: { ticket: string }) {
  const reply = useReplyTicket();
  const [data, setData] = useState<ReplyData>({});
  const [files, setFiles] = useState<File[]>([]);
  // A fresh form (no "touched" fields) after each sent reply.
  const [round, setRound] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  // After a sent reply the (new) text box takes the focus back, ready for the next message.
  useEffect(() => {
    if (round > 0) document.getElementById('reply_message')?.focus();
  }, [round]);

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
  const context = { attachments };

  const submit = (values: ReplyData) => {
    if (files.length) setProgress(0);
    reply.mutate(replyPayload(ticket, values, files, setProgress), {
      onSettled: () => setProgress(null),
      onSuccess: () => {
        setData({});
        setFiles([]);
        setRound((r) => r + 1);
      },
    });
  };

  return (
    <section className="card ticket-reply" aria-labelledby="ticket-reply-title">
      <h2 id="ticket-reply-title" className="ticket-section__title">
        Reply
      </h2>
      <SchemaForm<ReplyData>
        key={round}
        form={replyForm}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        submitLabel="Send Reply"
        busy={reply.isPending}
        busyLabel="Sending..."
        serverErrors={Object.keys(fieldErrors).length ? fieldErrors : null}
        context={context}
        idPrefix="reply"
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
