import { useState } from 'react';
import type { components } from '#generated/api';
import { AlertIcon } from '#web/components/icons';
import { formatBytes, isImage } from '#web/lib/attachment-rules';
import { openAttachment, useAttachmentUrl, type TokenSource } from '#web/lib/attachment-file';
import { formatDateTime } from '#shared/money';
import './message-list.css';

export type Ticket = components['schemas']['Ticket'];
export type TicketMessage = Ticket['messages'][number];
type Attachment = TicketMessage['attachments'][number];

/** Support wrote this message (told apart by who sent it, never by comparing names). */
export function isFromSupport(message: TicketMessage): boolean {
  return message.from === 'support';
}

/** An image attachment: a thumbnail that opens the picture in a new tab. */
function ImageAttachment({ attachment, number, getToken }: { attachment: Attachment; number: number; getToken: TokenSource }) {
  const { src, failed } = useAttachmentUrl(attachment.file, getToken);
  // A file that could not be fetched or does not decode as a picture is offered as a plain link.
  const [broken, setBroken] = useState(false);
  if (failed || broken) return <FileAttachment attachment={attachment} number={number} getToken={getToken} />;
  return (
    <a
      className="ticket-attachment ticket-attachment--image"
      href={src ?? attachment.file}
      target="_blank"
      rel="noopener noreferrer"
      // While the picture loads, its visible "Loading…" is part of the name too (WCAG 2.5.3, label in name).
      aria-label={`Attachment ${number}: ${attachment.name} (image, opens in a new tab)${src ? '' : ' — Loading…'}`}
      onClick={(event) => {
        // Not fetched yet: nothing usable to open.
        if (!src) event.preventDefault();
      }}
    >
      {src ? <img src={src} alt="" width={120} height={90} decoding="async" onError={() => setBroken(true)} /> : <span className="ticket-attachment__loading">Loading…</span>}
    </a>
  );
}

/** Any other file: a "View Attachment N" link, fetched with the session when pressed and opened in a new tab. */
function FileAttachment({ attachment, number, getToken }: { attachment: Attachment; number: number; getToken: TokenSource }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  return (
    <span className="ticket-attachment ticket-attachment--file">
      <a
        href={attachment.file}
        target="_blank"
        rel="noopener noreferrer"
        aria-busy={state.busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (state.busy) return;
          setState({ busy: true, error: null });
          openAttachment(attachment.file, getToken).then(
            () => setState({ busy: false, error: null }),
            (error: unknown) =>
              setState({ busy: false, error: error instanceof Error ? error.message : 'We could not open this attachment.' }),
          );
        }}
      >
        View Attachment {number}
      </a>
      <span className="ticket-attachment__meta">
        {attachment.name} · {formatBytes(attachment.size)}
      </span>
      {state.error ? (
        <span className="ticket-attachment__error" role="alert">
          <AlertIcon size={16} /> {state.error}
        </span>
      ) : null}
    </span>
  );
}

/** What kind of file an attachment is: the contract's media type when it gives one, else its address. */
export const attachmentIsImage = (attachment: Attachment) => isImage(attachment.type);

export function Attachments({ attachments, getToken }: { attachments: readonly Attachment[]; getToken: TokenSource }) {
  if (!attachments.length) return null;
  return (
    <ul className="ticket-attachments" aria-label="Files attached to this message">
      {attachments.map((attachment, index) => (
        <li key={attachment.id}>
          {attachmentIsImage(attachment) ? (
            <ImageAttachment attachment={attachment} number={index + 1} getToken={getToken} />
          ) : (
            <FileAttachment attachment={attachment} number={index + 1} getToken={getToken} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The conversation, oldest first: the customer's messages on one side, support's on the other, each labelled. The
 * customer reads it as "You" and "Support"; the support desk (`viewer="staff"`) as "Customer" and "Support". Files are
 * fetched with `getToken`'s bearer token (the customer's session or the staff console's).
 */
export function MessageList({
  messages,
  getToken,
  viewer = 'customer',
}: {
  messages: readonly TicketMessage[];
  getToken: TokenSource;
  viewer?: 'customer' | 'staff';
}) {
  const theirs = viewer === 'staff' ? 'Customer' : 'You';
  return (
    <ol className={`ticket-messages${viewer === 'staff' ? ' ticket-messages--staff' : ''}`} aria-label="Messages">
      {messages.map((message) => {
        const support = isFromSupport(message);
        return (
          <li key={message.id} className={`ticket-message ticket-message--${support ? 'support' : 'customer'}`}>
            <article aria-label={`${support ? 'Support' : viewer === 'staff' ? 'Customer' : 'Your'} message of ${formatDateTime(message.created_at)}`}>
              <header className="ticket-message__head">
                <span className="ticket-message__sender">{message.user}</span>
                <span className="ticket-message__role">{support ? 'Support' : theirs}</span>
                <time className="ticket-message__time" dateTime={message.created_at}>
                  {formatDateTime(message.created_at)}
                </time>
              </header>
              {message.message.trim() ? <p className="ticket-message__text">{message.message}</p> : null}
              <Attachments attachments={message.attachments} getToken={getToken} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
