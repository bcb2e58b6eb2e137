import { Field, PublicForm } from './public-form';
import { SendIcon } from './site/site-icons';

/** The newsletter form of the info panel (e-mail required, type email). */
export function SubscribeForm({ idPrefix }: { idPrefix: string }) {
  const headingId = `${idPrefix}-title`;
  return (
    <section className="subscribe" aria-labelledby={headingId}>
      <h2 id={headingId} className="subscribe__title">
        Subscribe to our newsletter
      </h2>
      <p className="subscribe__text">News about new hubs, offers and tips, now and then. No spam.</p>
      <PublicForm
        endpoint="/public/subscribe"
        toBody={(v) => ({ email: v.email ?? '' })}
        labelledBy={headingId}
        submitLabel="Subscribe"
        busyLabel="Subscribing…"
        submitIcon={<SendIcon size={18} />}
        className="subscribe__form"
      >
        <Field id={`${idPrefix}-email`} name="email" type="email" label="Email address" required autoComplete="email" maxLength={254} placeholder="you@example.com" />
      </PublicForm>
    </section>
  );
}
