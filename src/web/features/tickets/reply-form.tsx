import { TicketReplyForm } from '#web/components/ticket-reply-form';
import { useReplyTicket } from './api';

/**
 * The reply box: "Type your reply here...", files, Send Reply ("Sending..." while busy). It needs text or at least one
 * file. A success clears the text and the files and the ticket is fetched again; a failure keeps both and says so
 * here (and in the error toast), never only in the console.
 */
export function ReplyForm({ ticket }: { ticket: string }) {
  const reply = useReplyTicket();
  // After a sent reply the (new) text box takes the focus back, ready for the next message.
  return (
    <TicketReplyForm ticket={ticket} reply={reply} idPrefix="reply" rows={4} focusAfterSent="reply_message" className="card ticket-reply" labelledBy="ticket-reply-title">
      <h2 id="ticket-reply-title" className="ticket-section__title">
        Reply
      </h2>
    </TicketReplyForm>
  );
}
