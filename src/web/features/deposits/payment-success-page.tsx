import { Link } from 'wouter';
import { CheckCircleIcon } from '#web/components/icons';
import type { PageProps } from '#web/lib/page';
import './payment-success-page.css';

/** Where the payment provider sends the customer back after paying. */
export function PaymentSuccessPage({ title }: PageProps) {
  return (
    <section className="payment-success" aria-labelledby="payment-success-title">
      <CheckCircleIcon size={64} className="payment-success__icon" />
      <h1 id="payment-success-title">{title}</h1>
      <p className="payment-success__text">
        Your transaction has been completed. Your balance and history will show it as soon as the payment is confirmed.
      </p>
      <Link href="/my/user/dashboard" className="btn btn--primary">
        Back to Dashboard
      </Link>
    </section>
  );
}
