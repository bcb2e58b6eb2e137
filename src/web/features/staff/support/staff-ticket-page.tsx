import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDate, formatDateTime, formatMoney } from '#shared/money';
import { AlertIcon, ArrowLeftIcon } from '#web/components/icons';
import { MessageList } from '#web/components/message-list';
import { PageLoader } from '#web/components/page-loader';
import { TicketStatusFacts } from '#web/components/ticket-facts';
import { StatusBadge } from '#web/components/status-badge';
import { TicketReplyForm } from '#web/components/ticket-reply-form';
import { isEnvelope } from '#web/lib/api-errors';
import { routeParam, type PageProps } from '#web/lib/page';
import { getStaffToken, useStaffSession } from '#web/lib/staff-session';
import { useCloseStaffTicket, useReplyStaffTicket, useStaffDeposits, useStaffTicket } from '../shared/api';
import { RefundDialog } from '../refunds/refund-dialog';
import { ageText } from './age';
import { AssignTicket } from './assign-ticket';
import { useTicketRefresh } from './ticket-refresh';
import { canReverse, ReverseChargeDialog } from '../customers/reverse-charge-dialog';
import '#web/components/message-list.css';
import '../shared/staff-desk.css';

type StaffTicket = components['schemas']['StaffTicket'];

const TICKET_NUMBER = /^[0-9]{6}$/;

const backLink = (
  <p className="desk-back">
    <Link href="/staff/support" className="btn btn--ghost btn--small">
      <ArrowLeftIcon size={18} /> Back to the queue
    </Link>
  </p>
);

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="staff-state staff-state--error" role="alert">
      <AlertIcon size={28} />
      <div>
        <p>
          <strong>{title}</strong>
        </p>
        <p>{text}</p>
        {action}
      </div>
    </div>
  );
}

/** Roles that answer tickets: reply, assign, close (the contract's staffAuth; finance only reads a ticket, issue 25). */
export const ANSWER_ROLES = ['support', 'admin'] as const;
export const canAnswer = (roles: readonly string[] | undefined) => !!roles?.some((r) => (ANSWER_ROLES as readonly string[]).includes(r));

/**
 * Support desk: one ticket, its conversation and reply box, assign and close, the customer's context beside it. Finance
 * reads it (to refund or reverse what it reports) without the reply box, assign or close.
 */
export function StaffTicketPage({ params }: PageProps) {
  const raw = routeParam(params, 'id');
  const number = TICKET_NUMBER.test(raw) ? raw : '';
  const ticket = useStaffTicket(number);

  let body: ReactNode;
  if (!number || (ticket.isError && isEnvelope(ticket.error) && ticket.error.code === 404)) {
    body = <Problem title="Ticket not found" text="No ticket has this number." />;
  } else if (ticket.isPending) {
    body = <PageLoader label="Loading the ticket…" />;
  } else if (ticket.isError || !ticket.data) {
    body = (
      <Problem
        title="We could not load this ticket."
        text="Please check your connection and try again."
        action={
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void ticket.refetch()}>
            Try again
          </button>
        }
      />
    );
  } else {
    body = <TicketDesk data={ticket.data.data} />;
  }
  return (
    <>
      {backLink}
      {body}
    </>
  );
}

function TicketDesk({ data }: { data: StaffTicket }) {
  const { ticket, assignee, customer } = data;
  const closed = ticket.status === 'Close';
  const session = useStaffSession();
  const answers = canAnswer(session?.staff.roles);
  return (
    <div className="desk-ticket">
      <div className="desk-ticket__main">
        <section className="card desk-head" aria-labelledby="desk-subject">
          <h2 id="desk-subject" className="desk-head__subject">
            {ticket.subject}
          </h2>
          <dl className="desk-facts">
            <TicketStatusFacts status={ticket.status} priority={ticket.priority} />
            <div>
              <dt>Opened</dt>
              <dd>
                <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time> ({ageText(ticket.created_at)})
              </dd>
            </div>
            <div>
              <dt>Assignee</dt>
              <dd>{assignee ? assignee.name || `Staff ${assignee.id}` : 'Unassigned'}</dd>
            </div>
          </dl>
          {ticket.transaction ? (
            <div className="desk-trx" role="note" aria-label="Reported transaction">
              <p>
                <strong>About transaction {ticket.transaction.trx}</strong>
              </p>
              <p>
                {formatDate(ticket.transaction.created_at)} · {ticket.transaction.detail} ·{' '}
                {ticket.transaction.trx_type === '+' ? 'Credit ' : 'Debit '}
                {formatMoney(ticket.transaction.amount)}
              </p>
              {data.hub_charge ? <ReportedCharge ticket={ticket.ticket} transaction={ticket.transaction} hubCharge={data.hub_charge} /> : null}
              {ticket.transaction.trx_type === '+' ? <TicketRefund trx={ticket.transaction.trx} ticket={ticket.ticket} /> : null}
            </div>
          ) : null}
          {answers ? (
            <div className="desk-acts">
              <AssignTicket number={ticket.ticket} current={assignee?.id ?? null} />
              {closed ? null : <CloseTicket number={ticket.ticket} />}
            </div>
          ) : null}
        </section>

        <section className="card desk-conversation" aria-labelledby="desk-conversation">
          <h2 id="desk-conversation" className="desk-section__title" tabIndex={-1}>
            Conversation
          </h2>
          <MessageList messages={ticket.messages} getToken={getStaffToken} viewer="staff" />
        </section>

        {closed ? (
          <p className="staff-state" role="status">
            This ticket is closed: it takes no more replies.
          </p>
        ) : answers ? (
          <StaffReply number={ticket.ticket} />
        ) : (
          <p className="staff-state desk-read-only" role="note">
            Read only: replies, assigning and closing are Support's.
          </p>
        )}
      </div>
      <CustomerContext customer={customer} />
    </div>
  );
}

/**
 * A ticket reporting a hub charge (ADR 050): reversed already (by its hub or by staff), or "Reverse this charge" for the
 * roles that may, which answers this ticket too.
 */
function ReportedCharge({
  ticket,
  transaction,
  hubCharge,
}: {
  ticket: string;
  transaction: NonNullable<StaffTicket['ticket']['transaction']>;
  hubCharge: NonNullable<StaffTicket['hub_charge']>;
}) {
  const session = useStaffSession();
  const [open, setOpen] = useState(false);
  if (hubCharge.reversal) {
    return (
      <p className="desk-trx__state">
        <StatusBadge status="Reversed" /> Reversed as {hubCharge.reversal.reference} ({hubCharge.reversal.trx}).
      </p>
    );
  }
  if (!canReverse(session?.staff.roles)) return null;
  return (
    <div className="desk-trx__state">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        Reverse this charge
      </button>
      {open ? (
        <ReverseChargeDialog
          charge={{ hubChargeId: hubCharge.id, trx: transaction.trx, amount: transaction.amount, detail: transaction.detail }}
          ticket={ticket}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function CustomerContext({ customer }: { customer: StaffTicket['customer'] }) {
  return (
    <aside className="card desk-customer-card" aria-labelledby="desk-customer">
      <h2 id="desk-customer" className="desk-section__title">
        Customer
      </h2>
      <dl className="desk-facts desk-facts--stacked">
        <div>
          <dt>Name</dt>
          <dd>{customer.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className="desk-wrap">{customer.email}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{customer.account_number}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{formatMoney(customer.balance)}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{customer.card_serial ?? 'No card linked'}</dd>
        </div>
      </dl>
      <h3 className="desk-subtitle">Latest transactions</h3>
      {customer.transactions.length ? (
        <ul className="desk-mini-list">
          {customer.transactions.flatMap((t) => (t ? [t] : [])).map((t) => (
            <li key={t.trx}>
              <span className="desk-mini-list__main">
                <span>{t.detail}</span>
                <span className={t.trx_type === '+' ? 'desk-credit' : 'desk-debit'}>
                  {t.trx_type === '+' ? '+' : '−'}
                  {formatMoney(t.amount)}
                </span>
              </span>
              <span className="desk-muted">
                {t.trx} · {formatDate(t.created_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="desk-muted">No transactions yet</p>
      )}
      <h3 className="desk-subtitle">Latest deposits</h3>
      {customer.deposits.length ? (
        <ul className="desk-mini-list">
          {customer.deposits.map((d) => (
            <li key={d.trx}>
              <span className="desk-mini-list__main">
                <span>
                  {formatMoney(d.amount)} via {d.gateway}
                </span>
                <StatusBadge status={d.status} />
              </span>
              <span className="desk-muted">
                {d.trx} · {formatDate(d.created_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="desk-muted">No deposits yet</p>
      )}
    </aside>
  );
}

/** Close, asked once more (a closed ticket takes no more replies from anyone). */
function CloseTicket({ number }: { number: string }) {
  const refresh = useTicketRefresh();
  const close = useCloseStaffTicket();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsking(true)}>
        Close ticket
      </button>
    );
  }
  return (
    <div className="desk-confirm" role="group" aria-label="Close this ticket?">
      <p>Close this ticket? Neither the customer nor support can reply to it afterwards.</p>
      <span className="staff-actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          autoFocus
          disabled={close.isPending}
          aria-busy={close.isPending || undefined}
          onClick={() => close.mutate({ params: { path: { ticket: number } } }, { onSuccess: () => void refresh().then(() => setAsking(false)) })}
        >
          {close.isPending ? 'Closing…' : 'Yes, close it'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={close.isPending} onClick={() => setAsking(false)}>
          Keep it open
        </button>
      </span>
    </div>
  );
}

/**
 * Support's reply: the customer's reply form (the contract's ReplyTicketRequest, the same file picker and checks —
 * types, 5 MB each, at most 5), sent to replyStaffTicket. The customer sees it as support's and is e-mailed.
 */
function StaffReply({ number }: { number: string }) {
  const refresh = useTicketRefresh();
  const reply = useReplyStaffTicket();
  // After a sent reply the focus goes to the conversation, where the reply now is (not into the empty box, which
  // would then say it is required when left).
  return (
    <TicketReplyForm
      ticket={number}
      reply={reply}
      idPrefix="desk_reply"
      rows={5}
      focusAfterSent="desk-conversation"
      onSent={() => void refresh()}
      className="card desk-reply"
      labelledBy="desk-reply-title"
    >
      <h2 id="desk-reply-title" className="desk-section__title">
        Reply to the customer
      </h2>
      <p className="desk-muted">The customer sees your reply as Support's and gets it by e-mail.</p>
    </TicketReplyForm>
  );
}

/**
 * Refund from the desk (finance, admin): when the reported transaction is a top-up's credit, its deposit is found by
 * the transaction number and the deposit drawer's Refund dialog opens for it, the ticket filled in.
 */
function TicketRefund({ trx, ticket }: { trx: string; ticket: string }) {
  const session = useStaffSession();
  const roles = session?.staff.roles ?? [];
  const mayRefund = roles.includes('finance') || roles.includes('admin');
  const found = useStaffDeposits({ reference: trx }, mayRefund);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const deposit = found.data?.data[0];
  if (!mayRefund || !deposit || deposit.status !== 'Success') return null;
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        Refund this top-up
      </button>
      {done ? <p role="status">{done}</p> : null}
      {open ? (
        <RefundDialog
          depositId={deposit.id}
          ticket={ticket}
          onClose={(message) => {
            setOpen(false);
            if (message) setDone(message);
          }}
        />
      ) : null}
    </>
  );
}
