import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate, formatDateTime, formatMoney } from '#shared/money';
import { ArrowLeftIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { StatusBadge } from '#web/components/status-badge';
import { isEnvelope } from '#web/lib/api-errors';
import { routeParam, type PageProps } from '#web/lib/page';
import { useCardRequest } from './api';
import { CardPanel } from './card-panel';
import { CardTimeline } from './card-timeline';
import { LinkCardModal } from './link-card-modal';
import './cards.css';
import { ProblemState } from '#web/components/problem-state';

const backLink = (
  <Link href="/my/user/card-management" className="btn btn--ghost btn--small">
    <ArrowLeftIcon size={18} />
    Card History
  </Link>
);

const Problem = (props: { title: string; text: string; action?: ReactNode }) => <ProblemState id="card-problem" {...props} />;

/** A titled card of the page: its heading and the figures under it. */
function FactsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-details__title">
        {title}
      </h2>
      <dl className="detail-list">{children}</dl>
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * View Card Details: the request (where, when), its payment (fees, charge, total, how, status), its fulfilment
 * timeline with times, and the card once assigned (number, state, Freeze card); a back link to Card History.
 */
export function CardDetailsPage({ title, params }: PageProps) {
  const raw = routeParam(params, 'id');
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  const request = useCardRequest(id);
  const [linking, setLinking] = useState(false);

  let body: ReactNode;
  if (Number.isNaN(id) || (request.isError && isEnvelope(request.error) && request.error.code === 404)) {
    body = <Problem title="Card request not found" text="There is no card request of yours with this number." />;
  } else if (request.isPending) {
    body = <PageLoader label="Loading the card request…" />;
  } else if (request.isError || !request.data) {
    body = (
      <Problem
        title="We could not load this card request."
        text="Please check your connection and try again."
        action={
          <button type="button" className="btn btn--primary" onClick={() => request.refetch()}>
            Try again
          </button>
        }
      />
    );
  } else {
    const d = request.data.data;
    body = (
      <>
        {d.card_number ? <CardPanel only={d.card_number} onLinkReplacement={() => setLinking(true)} /> : null}
        <div className="card-details">
          <FactsCard id="request-title" title="Request">
            <Figure label="Reference ID">
              <span className="cell-mono">{d.reference}</span>
            </Figure>
            <Figure label="Request date">{formatDate(d.created_at)}</Figure>
            <Figure label="Location">{d.location}</Figure>
            <Figure label="Service center">{d.service_center}</Figure>
            <Figure label="Card number">{d.card_number ? <span className="cell-mono">{d.card_number}</span> : 'Assigned when your card is ready'}</Figure>
          </FactsCard>
          <FactsCard id="payment-title" title="Payment">
            <Figure label="Payment status">
              <StatusBadge status={d.payment_status} />
            </Figure>
            <Figure label="Gateway">{d.gateway}</Figure>
            <Figure label="Card fee">{formatMoney(d.card_fee)}</Figure>
            <Figure label="Delivery fee">{formatMoney(d.delivery_fee)}</Figure>
            <Figure label="Charge">{formatMoney(d.charge)}</Figure>
            <Figure label="Amount paid">
              <strong>{formatMoney(d.amount)}</strong>
            </Figure>
            {d.paid_at ? <Figure label="Paid on">{formatDateTime(d.paid_at)}</Figure> : null}
            {d.trx ? (
              <Figure label="Trx">
                <span className="cell-mono">{d.trx}</span>
              </Figure>
            ) : null}
          </FactsCard>
        </div>
        <CardTimeline detail={d} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} actions={backLink} />
      {body}
      <LinkCardModal open={linking} onClose={() => setLinking(false)} replacing />
    </>
  );
}
