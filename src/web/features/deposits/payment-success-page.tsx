import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { formatMoney } from '#shared/money';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '#web/components/icons';
import type { PageProps } from '#web/lib/page';
import { usePaymentOutcome } from './api';
import './payment-success-page.css';

function Outcome({
  tone,
  icon,
  heading,
  children,
  busy = false,
  more,
}: {
  tone: 'success' | 'pending' | 'failed';
  icon: ReactNode;
  heading: string;
  children: ReactNode;
  busy?: boolean;
  /** Another action beside Back to Dashboard (default on failure: another top-up). */
  more?: ReactNode;
}) {
  return (
    <section className={`payment-success payment-success--${tone}`} aria-labelledby="payment-success-title" aria-busy={busy || undefined}>
      <span className="payment-success__icon">{icon}</span>
      <h1 id="payment-success-title">{heading}</h1>
      {children}
      <div className="payment-success__actions">
        <Link href="/my/user/dashboard" className="btn btn--primary">
          Back to Dashboard
        </Link>
        {more !== undefined ? (
          more
        ) : tone === 'failed' ? (
          <Link href="/my/user/deposits" className="btn btn--ghost">
            Try another top-up
          </Link>
        ) : null}
      </div>
    </section>
  );
}

type Payment = NonNullable<ReturnType<typeof usePaymentOutcome>['data']>['data'];

/**
 * The payment of a card request (a `CRD-` reference): what was paid (card fee + delivery fee, the charge, the
 * total), never a balance change — a card payment does not touch the balance — and a way to its details.
 */
function CardOutcome({ payment, title }: { payment: Payment; title: string }) {
  const detailsLink = (
    <Link href={`/my/user/card-management/${payment.id}`} className="btn btn--ghost">
      View card details
    </Link>
  );
  const figures = (
    <dl className="payment-success__figures">
      <div>
        <dt>Card and delivery fees</dt>
        <dd>{formatMoney(payment.amount)}</dd>
      </div>
      <div>
        <dt>Charge</dt>
        <dd>{formatMoney(payment.charge)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatMoney(payment.total)}</dd>
      </div>
      <div>
        <dt>Reference ID</dt>
        <dd className="payment-success__mono">{payment.reference}</dd>
      </div>
    </dl>
  );
  if (payment.status === 'Success') {
    return (
      <Outcome tone="success" icon={<CheckCircleIcon size={64} />} heading={title} more={detailsLink}>
        <p className="payment-success__text">
          Your transaction has been completed: you paid {formatMoney(payment.total)} for your laundry card with{' '}
          {payment.payment_gateway}. We will prepare it and e-mail you when it is ready for pickup.
        </p>
        {figures}
      </Outcome>
    );
  }
  if (payment.status === 'Pending') {
    return (
      <Outcome tone="pending" icon={<ClockIcon size={64} />} heading="Payment pending" more={detailsLink}>
        <p className="payment-success__text" role="status">
          We are still waiting for {payment.payment_gateway} to confirm your card payment. This page checks again every few
          seconds.
        </p>
        {figures}
      </Outcome>
    );
  }
  return (
    <Outcome
      tone="failed"
      icon={<AlertIcon size={64} />}
      heading="Payment failed"
      more={
        <Link href="/my/user/card-management" className="btn btn--ghost">
          Request the card again
        </Link>
      }
    >
      <p className="payment-success__text">
        Your card payment with {payment.payment_gateway} was declined or cancelled. Nothing was charged and your balance is
        unchanged.
      </p>
      {figures}
    </Outcome>
  );
}

/**
 * Where the payment provider sends the customer back (through the server's return endpoint, which verified the
 * payment): the VERIFIED outcome of `?reference=…` — success with the amount and the new balance, still pending
 * (re-checked every few seconds until the provider confirms), or failed (nothing credited).
 */
export function PaymentSuccessPage({ title }: PageProps) {
  const reference = new URLSearchParams(useSearch()).get('reference')?.trim() ?? '';
  const outcome = usePaymentOutcome(reference);

  if (!reference) {
    return (
      <Outcome tone="pending" icon={<ClockIcon size={64} />} heading={title}>
        <p className="payment-success__text">
          Your transaction has been completed. Your balance and history will show it as soon as the payment is confirmed.
        </p>
        <p className="payment-success__text">
          You can follow it in <Link href="/my/user/deposits">My Deposit History</Link>.
        </p>
      </Outcome>
    );
  }

  if (outcome.isPending) {
    return (
      <Outcome tone="pending" icon={<ClockIcon size={64} />} heading="Checking your payment…" busy>
        <p className="payment-success__text" role="status">
          We are confirming your payment with the provider.
        </p>
      </Outcome>
    );
  }

  if (outcome.isError || !outcome.data) {
    return (
      <Outcome tone="failed" icon={<AlertIcon size={64} />} heading="We could not check your payment">
        <p className="payment-success__text">
          Nothing is lost: the payment is verified again automatically. Check My Deposit History in a moment.
        </p>
        <button type="button" className="btn btn--ghost payment-success__retry" onClick={() => outcome.refetch()}>
          Check again
        </button>
      </Outcome>
    );
  }

  const deposit = outcome.data.data;
  if (deposit.kind === 'card') return <CardOutcome payment={deposit} title={title} />;
  const details = (
    <dl className="payment-success__figures">
      <div>
        <dt>Amount</dt>
        <dd>{formatMoney(deposit.amount)}</dd>
      </div>
      <div>
        <dt>Reference ID</dt>
        <dd className="payment-success__mono">{deposit.reference}</dd>
      </div>
      {deposit.status === 'Success' ? (
        <div>
          <dt>New balance</dt>
          <dd>{formatMoney(deposit.balance)}</dd>
        </div>
      ) : null}
    </dl>
  );

  if (deposit.status === 'Success') {
    return (
      <Outcome tone="success" icon={<CheckCircleIcon size={64} />} heading={title}>
        <p className="payment-success__text">
          Your transaction has been completed: {formatMoney(deposit.amount)} was added to your balance.
        </p>
        {details}
      </Outcome>
    );
  }
  if (deposit.status === 'Pending') {
    return (
      <Outcome tone="pending" icon={<ClockIcon size={64} />} heading="Payment pending">
        <p className="payment-success__text" role="status">
          We are still waiting for {deposit.payment_gateway} to confirm your payment. This page checks again every few
          seconds.
        </p>
        {details}
      </Outcome>
    );
  }
  return (
    <Outcome tone="failed" icon={<AlertIcon size={64} />} heading="Payment failed">
      <p className="payment-success__text">
        Your payment with {deposit.payment_gateway} was declined or cancelled. Nothing was credited to your balance.
      </p>
      {details}
    </Outcome>
  );
}
