import type { components } from '#generated/api';
import { formatDateTime } from '#shared/money';

type Detail = components['schemas']['CardRequestDetail'];
type Step = components['schemas']['CardRequestStep'];

export type StepState = 'done' | 'current' | 'todo';

/**
 * Each step's state: reached steps are done, the last reached one is the current one (unless it is the final
 * "delivered"), the rest are to come. Nothing is reached while the payment waits or after it failed.
 */
export function stepStates(steps: readonly Step[]): StepState[] {
  const last = steps.reduce((found, s, i) => (s.at ? i : found), -1);
  return steps.map((s, i) => (s.at ? (i === last && i < steps.length - 1 ? 'current' : 'done') : 'todo'));
}

/** What the timeline says above the steps for the request's stage. */
export function stageNote(detail: Pick<Detail, 'stage' | 'service_center' | 'gateway'>): string {
  switch (detail.stage) {
    case 'awaiting_payment':
      return `Waiting for ${detail.gateway} to confirm your payment. The steps start once it is paid.`;
    case 'cancelled':
      return 'The payment failed, so this card will not be prepared. Nothing was taken from your balance.';
    case 'paid':
      return 'Paid. We will start preparing your card shortly.';
    case 'preparing':
      return 'Your card is being prepared.';
    case 'ready':
      return `Your card is ready: collect it at ${detail.service_center}.`;
    case 'delivered':
      return 'Your card has been delivered.';
  }
}

const STATE_TEXT: Record<StepState, string> = { done: 'done', current: 'current step', todo: 'not yet' };

/** The fulfilment timeline: paid → being prepared → ready for pickup at <centre> → delivered, with times. */
export function CardTimeline({ detail }: { detail: Detail }) {
  const states = stepStates(detail.timeline);
  return (
    <section className="card timeline-card" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="timeline-card__title">
        Fulfilment
      </h2>
      <p className={`timeline-card__note${detail.stage === 'cancelled' ? ' timeline-card__note--failed' : ''}`}>{stageNote(detail)}</p>
      <ol className="timeline">
        {detail.timeline.map((step, i) => (
          <li key={step.stage} className={`timeline__step timeline__step--${states[i]}`} aria-current={states[i] === 'current' ? 'step' : undefined}>
            <span className="timeline__dot" aria-hidden="true" />
            <span className="timeline__label">{step.label}</span>
            <span className="timeline__time">
              {step.at ? <time dateTime={step.at}>{formatDateTime(step.at)}</time> : <span>Not yet</span>}
              <span className="visually-hidden"> ({STATE_TEXT[states[i]!]})</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
