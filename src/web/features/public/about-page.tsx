import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { company } from '#shared/company';
import { MailIcon, PhoneIcon } from '#web/components/icons';
import type { PageProps } from '#web/lib/page';
import { systemContact } from './site/contact-details';
import { CheckList } from './site/check-list';
import { HashLink } from './site/hash-link';
import { PageBanner } from './site/page-banner';
import {
  ArrowRightIcon,
  CalendarIcon,
  GlobeIcon,
  HeadsetIcon,
  HubIcon,
  ShieldIcon,
  SparkleIcon,
  UsersIcon,
  WasherIcon,
} from './site/site-icons';
import { Tabs, type TabItem } from './site/tabs';
import './about-page.css';
import { ART } from './site/art';
import { SectionTitle } from './site/section-title';

/** About page counters. */
const COUNTERS = [
  { value: '1k', label: 'Global customers', Icon: UsersIcon },
  { value: '10+', label: 'Laundry hubs', Icon: HubIcon },
  { value: '30', label: 'Expert employees', Icon: WasherIcon },
  { value: '3+', label: 'Countries served', Icon: GlobeIcon },
  { value: '3+', label: 'Years of operation', Icon: CalendarIcon },
] as const;

/** One tab of the manifesto: an icon, a heading, a paragraph and two ticked points. */
function Manifesto({ Icon, heading, points, children }: { Icon: typeof ShieldIcon; heading: string; points: string[]; children: ReactNode }) {
  return (
    <div className="manifesto">
      <span className="icon-bubble icon-bubble--accent">
        <Icon size={26} />
      </span>
      <div>
        <h3>{heading}</h3>
        <p>{children}</p>
        <CheckList points={points} />
      </div>
    </div>
  );
}

const MANIFESTO: TabItem[] = [
  {
    id: 'convenience',
    label: 'Convenience',
    content: (
      <Manifesto
        Icon={SparkleIcon}
        heading="Laundry that fits around your day"
        points={['A hub within walking distance', 'Online top-ups, any time']}
      >
        Our hubs sit where you live and study: on campuses, in hostels and in estates. No trips across town, no waiting
        for a laundryman, no counting coins. Top up your card from your phone and wash whenever it suits you.
      </Manifesto>
    ),
  },
  {
    id: 'quality',
    label: 'Quality',
    content: (
      <Manifesto
        Icon={ShieldIcon}
        heading="Machines and care you can trust"
        points={['Preventive maintenance with remote monitoring', 'Machines that are about 90% recyclable']}
      >
        We design our own systems and washing and drying machines, keep them in shape with regular preventive
        maintenance and watch them remotely, so our hubs are available 99.9% of the time. Every cycle uses eco-friendly
        chemicals that are gentle on your clothes.
      </Manifesto>
    ),
  },
  {
    id: 'service',
    label: 'Service',
    content: (
      <Manifesto Icon={HeadsetIcon} heading="People who answer, fast" points={['24/7 phone support', 'Experts at every hub']}>
        Phone support runs 24/7 and we promise a reply to every message within {company.supportReplyMinutes} minutes.
        Each hub has hardware and experts on hand, and our office is open {company.officeHours}.
      </Manifesto>
    ),
  },
];

export function AboutPage({ title }: PageProps) {
  const contact = systemContact();
  return (
    <>
      <PageBanner
        title={title}
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Who we are' }]}
        separator=">"
        className="page-banner--overlap"
        lead="The pioneer of e-laundry in Nigeria: smart laundry hubs for campuses and communal living."
      />

      <div className="container">
        <ul className="counters" aria-label="e-laundry in numbers">
          {COUNTERS.map(({ value, label, Icon }) => (
            <li key={label} className="counter">
              <Icon size={26} className="counter__icon" />
              <span className="counter__value">{value}</span>
              <span className="counter__label">{label}</span>
            </li>
          ))}
        </ul>
      </div>

      <section className="section" aria-labelledby="about-story">
        <div className="container split">
          <div>
            <SectionTitle id="about-story" eyebrow="Our story">
              We make laundry the easiest part of campus life
            </SectionTitle>
            <p className="lead">
              {company.name} started with a simple idea: students and staff should not lose a whole day to washing clothes.
              We built our own systems and our own washing and drying machines, and put them in smart self-service hubs
              right where people live.
            </p>
            <p>
              Today our hubs serve students, staff and anyone who wants to save time on laundry, in Nigeria and beyond.
              Customers pay with a prepaid laundry card that they top up online, and manage everything from their
              dashboard.
            </p>
            <HashLink to="/about#who-we-are" className="btn btn--primary">
              Who We Are
              <ArrowRightIcon size={18} />
            </HashLink>
          </div>
          <div className="art-frame">
            <img src={ART.heroHub} width={640} height={480} loading="lazy" decoding="async" alt="Illustration of an e-laundry hub with washing machines, a dryer and a card kiosk" />
          </div>
        </div>
      </section>

      <section id="who-we-are" className="section section--white" aria-labelledby="about-overview" tabIndex={-1}>
        <div className="container overview">
          <div>
            <SectionTitle id="about-overview" eyebrow="Overview">
              Who We Are
            </SectionTitle>
            <p className="lead">
              We are a Nigerian technology company running laundry as a service. We design the hubs, make the machines,
              write the software and run the support, so everything fits together.
            </p>
            <div className="overview__points">
              <div>
                <h3>Our mission</h3>
                <p>Give every student and resident clean clothes without the hassle, at a fair price.</p>
              </div>
              <div>
                <h3>Our vision</h3>
                <p>A smart laundry hub in every campus and communal living area, powered by one simple card.</p>
              </div>
            </div>
          </div>
          <aside className="contact-box on-dark" aria-labelledby="about-contact">
            <h3 id="about-contact">Talk to our team</h3>
            <p>Questions about hubs, cards or partnerships? We are here 24/7 by phone.</p>
            <ul className="contact-box__list">
              <li>
                <span className="contact-box__icon">
                  <PhoneIcon size={22} />
                </span>
                <span>
                  <span className="contact-box__label">Call us</span>
                  <a href={contact.phoneHref}>{contact.phone}</a>
                </span>
              </li>
              <li>
                <span className="contact-box__icon">
                  <MailIcon size={22} />
                </span>
                <span>
                  <span className="contact-box__label">Email us</span>
                  <a href={contact.emailHref}>{contact.email}</a>
                </span>
              </li>
            </ul>
            <Link href="/contact-us" className="btn btn--accent">
              Contact us
            </Link>
          </aside>
        </div>
      </section>

      <section className="perf-banner on-dark" aria-labelledby="about-performance">
        <img className="perf-banner__art" src={ART.perfBanner} width={1200} height={500} loading="lazy" decoding="async" alt="" />
        <div className="container perf-banner__inner">
          <h2 id="about-performance" className="perf-banner__title">
            Optimium Performance with E-Laundry
          </h2>
          <p>
            Our own machines and software, regular preventive maintenance and remote monitoring keep every hub running:
            available 99.9% of the time.
          </p>
          <Link href="/services" className="btn btn--accent">
            See what we do
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="about-manifesto">
        <div className="container">
          <div className="section-head">
            <SectionTitle id="about-manifesto" eyebrow="Manifesto">
              What we stand for
            </SectionTitle>
          </div>
          <Tabs items={MANIFESTO} label="Our manifesto" idBase="manifesto" />
        </div>
      </section>
    </>
  );
}
