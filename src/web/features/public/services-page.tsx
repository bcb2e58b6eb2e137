import { Link } from 'wouter';
import { company } from '#shared/company';
import { MailIcon, PhoneIcon } from '#web/components/icons';
import type { PageProps } from '#web/lib/page';
import { PageBanner } from './site/page-banner';
import { Field, PHONE_PATTERN, PublicForm } from './public-form';
import { CheckList } from './site/check-list';
import { ArrowRightIcon, CardIcon, SendIcon, UsersIcon, WasherIcon } from './site/site-icons';
import './services-page.css';
import { ART } from './site/art';
import { SectionTitle } from './site/section-title';

const SERVICES = [
  {
    id: 'card',
    title: 'Laundry Smart Card',
    text: 'One prepaid card for every wash and dry. Request it from your dashboard, top it up online and tap it at any machine.',
    points: ['Top-ups stay on your card for life', 'Request or link a card from your dashboard'],
    Icon: CardIcon,
  },
  {
    id: 'laundry',
    title: 'Laundry Services',
    text: 'Self-service hubs with our own washing and drying machines, eco-friendly chemicals and experts on hand.',
    points: ['Hubs available 99.9% of the time', 'Eco-friendly wash and dry'],
    Icon: WasherIcon,
  },
  {
    id: 'partnership',
    title: 'Partnership',
    text: 'Run a campus, hostel or estate? We install, operate and maintain an e-laundry hub for your residents.',
    points: ['Preventive maintenance and remote monitoring', 'No upfront work for your team'],
    Icon: UsersIcon,
  },
] as const;

export function ServicesPage({ title }: PageProps) {
  return (
    <>
      <PageBanner
        title={title}
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Services' }]}
        lead="Smart laundry for students, staff and residents: a prepaid card, self-service hubs and partnerships."
      />

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <SectionTitle id="services-title" eyebrow="Our services">
              Laundry, made simple
            </SectionTitle>
            <p>Everything you need to wash and dry without the hassle, from your first top-up to a hub on your campus.</p>
          </div>
          <div className="grid grid--3">
            {SERVICES.map(({ id, title: heading, text, points, Icon }) => (
              <article key={id} className="feature-card service-card" aria-labelledby={`service-${id}`}>
                <span className="icon-bubble">
                  <Icon size={28} />
                </span>
                <h3 id={`service-${id}`}>{heading}</h3>
                <p>{text}</p>
                <CheckList points={points} />
                <div className="feature-card__action">
                  <Link href="/sign-up" className="btn btn--ghost" aria-describedby={`service-${id}`}>
                    Get Started
                    <ArrowRightIcon size={18} />
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="services-payment">
        <div className="container">
          <div className="pay-banner on-dark">
            <div className="pay-banner__copy">
              <h2 id="services-payment" className="pay-banner__title">
                Payment goes easy with Your E-laundry Card!
              </h2>
              <p>
                Top up online with your bank card through our secure payment partners and pay for every wash with a tap.
                What you top up stays on your card for life.
              </p>
              <Link href="/sign-up" className="btn btn--accent btn--large">
                Get your laundry Card
                <ArrowRightIcon size={18} />
              </Link>
            </div>
            <img className="pay-banner__art" src={ART.heroCard} width={640} height={480} loading="lazy" decoding="async" alt="Illustration of an e-laundry card and a phone confirming a top-up" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="services-talk">
        <div className="container talk">
          <div className="talk__intro">
            <SectionTitle id="services-talk" eyebrow="Let's talk">
              Got something else to discuss? Let&apos;s Talk...
            </SectionTitle>
            <p className="lead">Partnerships, a hub for your hostel, or a question about our services: leave us a note and we will get back to you.</p>
            <ul className="talk__contact">
              <li>
                <PhoneIcon size={20} />
                <a href={`tel:${company.phoneE164}`}>{company.phone}</a>
              </li>
              <li>
                <MailIcon size={20} />
                <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
              </li>
            </ul>
          </div>
          <div className="form-card">
            <PublicForm
              endpoint="/public/enquiry"
              labelledBy="services-talk"
              toBody={(v) => ({ name: v.name ?? '', email: v.email ?? '', phone: v.phone ?? '', ...(v.message ? { message: v.message } : {}) })}
              submitLabel="Send message"
              submitIcon={<SendIcon size={18} />}
              submitClassName="btn btn--primary btn--large"
            >
              <div className="form-grid">
                <Field id="talk-name" name="name" label="Your Name" required autoComplete="name" maxLength={100} className="field--wide" />
                <Field id="talk-email" name="email" type="email" label="Email Address" required autoComplete="email" maxLength={254} />
                <Field id="talk-phone" name="phone" type="tel" label="Phone" required autoComplete="tel" pattern={PHONE_PATTERN} maxLength={20} />
                <Field id="talk-message" name="message" label="Message" multiline maxLength={5000} className="field--wide" />
              </div>
            </PublicForm>
          </div>
        </div>
      </section>
    </>
  );
}
