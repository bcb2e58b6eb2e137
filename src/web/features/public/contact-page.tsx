import type { ReactNode } from 'react';
import { company } from '#shared/company';
import { MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons';
import type { PageProps } from '#web/lib/page';
import { officeById, OFFICES } from './locations';
import { MapEmbed } from './site/map-embed';
import { PageBanner } from './site/page-banner';
import { Field, PHONE_PATTERN, PublicForm } from './public-form';
import { SendIcon } from './site/site-icons';
import './contact-page.css';
import { ART } from './site/art';
import { SectionTitle } from './site/section-title';

const abuja = officeById('abuja');
const portHarcourt = officeById('port-harcourt');

/** A way to reach support: its icon, title, a line about it and the link (phone, e-mail). */
function ReachCard({ id, icon, title, href, link, children }: { id: string; icon: ReactNode; title: string; href: string; link: string; children: ReactNode }) {
  return (
    <article className="contact-card" aria-labelledby={id}>
      <span className="icon-bubble icon-bubble--accent">{icon}</span>
      <h2 id={id} className="contact-card__title">
        {title}
      </h2>
      <p className="contact-card__text">{children}</p>
      <a className="contact-card__link" href={href}>
        {link}
      </a>
    </article>
  );
}

export function ContactPage({ title }: PageProps) {
  return (
    <>
      <PageBanner
        title={title}
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Get In Touch' }]}
        lead={`Questions, feedback or a hub for your campus: we are here 24/7 by phone and reply to messages within ${company.supportReplyMinutes} minutes.`}
      />

      <section className="section" aria-label="Ways to reach us">
        <div className="container">
          <div className="grid grid--4 contact-cards">
            {[abuja, portHarcourt].map((office) => (
              <article key={office.id} className="contact-card" aria-labelledby={`office-${office.id}`}>
                <span className="icon-bubble">
                  <MapPinIcon size={26} />
                </span>
                <h2 id={`office-${office.id}`} className="contact-card__title">
                  {office.title} office
                </h2>
                <address className="contact-card__text">{office.address}</address>
              </article>
            ))}
            <ReachCard id="contact-call" icon={<PhoneIcon size={26} />} title="Call support" href={`tel:${company.phoneE164}`} link={company.phone}>
              24/7, every day of the year
            </ReachCard>
            <ReachCard
              id="contact-mail"
              icon={<MailIcon size={26} />}
              title="E-mail us"
              href={`mailto:${company.supportEmail}`}
              link={company.supportEmail}
            >
              A reply within {company.supportReplyMinutes} minutes
            </ReachCard>
          </div>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="contact-form-title">
        <div className="container contact-layout">
          <div className="form-card">
            <SectionTitle id="contact-form-title" eyebrow="Write to us">
              Drop Us a Line
            </SectionTitle>
            <p className="lead">Fill in the form and our team will get back to you. Fields marked * are required.</p>
            <PublicForm
              endpoint="/public/contact"
              labelledBy="contact-form-title"
              toBody={(v) => ({
                username: v.username ?? '',
                email: v.email ?? '',
                phone: v.phone ?? '',
                subject: v.subject ?? '',
                ...(v.message ? { message: v.message } : {}),
              })}
              submitLabel="Send message"
              submitIcon={<SendIcon size={18} />}
              submitClassName="btn btn--primary btn--large"
            >
              <div className="form-grid">
                <Field id="contact-username" name="username" label="Your Name" required autoComplete="name" maxLength={100} />
                <Field id="contact-email" name="email" type="email" label="Email Address" required autoComplete="email" maxLength={254} />
                <Field id="contact-phone" name="phone" type="tel" label="Phone" required autoComplete="tel" pattern={PHONE_PATTERN} maxLength={20} />
                <Field id="contact-subject" name="subject" label="Subject" required maxLength={255} />
                <Field id="contact-message" name="message" label="Message" multiline maxLength={5000} className="field--wide" />
              </div>
            </PublicForm>
          </div>
          <div className="contact-map">
            <h2 className="contact-map__title">Visit our head office</h2>
            <p className="contact-map__text">
              {abuja.address}. Open {company.officeHours}.
            </p>
            <MapEmbed place={abuja} />
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="contact-world">
        <div className="container world">
          <div className="world__copy">
            <SectionTitle id="contact-world" eyebrow="World presence">
              From Abuja to Bournemouth
            </SectionTitle>
            <p>Customers in 3+ countries use e-laundry. Our teams work from three cities:</p>
            <ul className="world__list">
              {OFFICES.map((office) => (
                <li key={office.id}>
                  <span className="world__dot" aria-hidden="true" />
                  <span>
                    <strong>{office.title}</strong>
                    <span className="world__country">{office.country}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <img className="world__map" src={ART.worldMap} width={1000} height={378} loading="lazy" decoding="async" alt="World map marking e-laundry in Abuja and Port Harcourt (Nigeria) and Bournemouth (United Kingdom)" />
        </div>
      </section>
    </>
  );
}
