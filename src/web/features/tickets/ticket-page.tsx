import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { formatDate, formatDateTime, formatMoney } from '#shared/money';
import { ArrowLeftIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { TicketStatusFacts } from '#web/components/ticket-facts';
import { isEnvelope } from '#web/lib/api-errors';
import { routeParam, type PageProps } from '#web/lib/page';
import { getToken } from '#web/lib/session';
import { useCloseTicket, useTicket } from './api';
import { MessageList, type Ticket } from '#web/components/message-list';
import { ReplyForm } from './reply-form';
import './tickets.css';
import { ProblemState } from '#web/components/problem-state';

const TICKET_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

const backLink = (
  <Link href="/my/support" className="btn btn--ghost btn--small ticket-back" aria-label="Back to Support Tickets">
    <ArrowLeftIcon size={18} />
    <span aria-hidden="true">Support Tickets</span>
  </Link>
);

const Problem = (props: { title: string; text: string; action?: ReactNode }) => <ProblemState id="ticket-problem" {...props} />;

/** Close Ticket, asked once more before it is done (a closed ticket takes no more replies). */
function CloseTicket({ ticket }: { ticket: string }) {
  const [, navigate] = useLocation();
  const close = useCloseTicket();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsking(true)}>
        Close Ticket
      </button>
    );
  }
  return (
    <div className="close-confirm" role="group" aria-label="Close this ticket?">
      <p className="close-confirm__text">Close this ticket? You will not be able to reply to it afterwards.</p>
      <div className="close-confirm__actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          autoFocus
          disabled={close.isPending}
          aria-busy={close.isPending || undefined}
          onClick={() => close.mutate({ params: { path: { ticket } } }, { onSuccess: () => navigate('/my/support') })}
        >
          {close.isPending ? 'Closing…' : 'Yes, close it'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={close.isPending} onClick={() => setAsking(false)}>
          Keep it open
        </button>
      </div>
    </div>
  );
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const closed = ticket.status === 'Close';
  return (
    <>
      <section className="card ticket-head" aria-labelledby="ticket-subject">
        <div className="ticket-head__top">
          <h2 id="ticket-subject" className="ticket-head__subject">
            {ticket.subject}
          </h2>
          {closed ? null : <CloseTicket ticket={ticket.ticket} />}
        </div>
        <dl className="ticket-facts">
          <TicketStatusFacts status={ticket.status} priority={ticket.priority} />
          <div>
            <dt>Name</dt>
            <dd>{ticket.name}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd className="ticket-facts__email">{ticket.email}</dd>
          </div>
          <div>
            <dt>Opened</dt>
            <dd>
              <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
            </dd>
          </div>
        </dl>
        {ticket.transaction ? (
          <div className="reported-trx ticket-head__trx" role="note" aria-label="Reported transaction">
            <p className="reported-trx__title">About transaction {ticket.transaction.trx}</p>
            <dl className="reported-trx__facts">
              <div>
                <dt>Date</dt>
                <dd>{formatDate(ticket.transaction.created_at)}</dd>
              </div>
              <div>
                <dt>Details</dt>
                <dd>{ticket.transaction.detail}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>
                  {ticket.transaction.trx_type === '+' ? 'Credit ' : 'Debit '}
                  {formatMoney(ticket.transaction.amount)}
                </dd>
              </div>
            </dl>
          </div>
        ) : null}
      </section>

      <section className="card ticket-conversation" aria-labelledby="ticket-conversation">
        <h2 id="ticket-conversation" className="ticket-section__title">
          Conversation
        </h2>
        <MessageList messages={ticket.messages} getToken={getToken} />
      </section>

      {closed ? (
        <section className="card ticket-closed" aria-labelledby="ticket-closed">
          <h2 id="ticket-closed" className="ticket-section__title">
            This ticket is closed
          </h2>
          <p>Replies are closed for this ticket. If you still need help, please open a new ticket.</p>
          <Link href="/my/support/new" className="btn btn--primary">
            Open new ticket
          </Link>
        </section>
      ) : (
        <ReplyForm ticket={ticket.ticket} />
      )}
    </>
  );
}

/** One ticket: its facts, the conversation, the reply box, Close Ticket. */
export function TicketPage({ title, params }: PageProps) {
  const raw = routeParam(params, 'id');
  const number = TICKET_NUMBER.test(raw) ? raw : '';
  const ticket = useTicket(number);

  let body: ReactNode;
  if (!number || (ticket.isError && isEnvelope(ticket.error) && ticket.error.code === 404)) {
    body = (
      <Problem
        title="Ticket not found"
        text="There is no ticket of yours with this number."
        action={
          <Link href="/my/support" className="btn btn--primary">
            Back to Support Tickets
          </Link>
        }
      />
    );
  } else if (ticket.isPending) {
    body = <PageLoader label="Loading the ticket…" />;
  } else if (ticket.isError || !ticket.data) {
    body = (
      <Problem
        title="We could not load this ticket."
        text="Please check your connection and try again."
        action={
          <button type="button" className="btn btn--primary" onClick={() => ticket.refetch()}>
            Try again
          </button>
        }
      />
    );
  } else {
    body = <TicketView ticket={ticket.data.data} />;
  }

  return (
    <>
      <PageHeader title={number ? `${title} #${number}` : title} actions={backLink} />
      {body}
    </>
  );
}
