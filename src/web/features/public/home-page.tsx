import { useEffect } from 'react';
import { Link } from 'wouter';
import { company } from '#shared/company';
import { InstallApp } from '#web/components/install-app';
import { LogoMark } from '#web/components/logo';
import type { PageProps } from '#web/lib/page';
import { AppBadges } from './site/app-badges';
import { scrollToId } from './site/hash-link';
import { HeroSlider, type Slide } from './site/hero-slider';
import { ScrollTopButton } from './site/scroll-top-button';
import {
  ArrowRightIcon,
  CardIcon,
  CheckIcon,
  GaugeIcon,
  HeadsetIcon,
  LeafIcon,
  PhoneAppIcon,
  RecycleIcon,
  ToolsIcon,
  UsersIcon,
  WasherIcon,
} from './site/site-icons';
import { TypedText } from './site/typed-text';
import './home-page.css';
import { ART } from './site/art';
import { SectionTitle } from './site/section-title';

const SLIDES: Slide[] = [
  {
    id: 'hub',
    title: 'A laundry hub at your hostel',
    text: 'Self-service washers and dryers on campus, a short walk from your room.',
    image: ART.heroHub,
    width: 640,
    height: 480,
    alt: 'Illustration of an e-laundry hub with three washing machines and a card kiosk',
  },
  {
    id: 'card',
    title: 'One card for every wash',
    text: 'Top up your prepaid laundry card online and tap it at any machine.',
    image: ART.heroCard,
    width: 640,
    height: 480,
    alt: 'Illustration of an e-laundry card next to a phone confirming a successful top-up',
  },
  {
    id: 'support',
    title: 'Help within 10 minutes',
    text: 'Our support team is there 24/7 and replies within 10 minutes.',
    image: ART.heroSupport,
    width: 640,
    height: 480,
    alt: 'Illustration of a support agent answering a customer chat within minutes',
  },
  {
    id: 'eco',
    title: 'Cleaner for the planet',
    text: 'Eco-friendly chemicals and machines that are about 90% recyclable.',
    image: ART.heroEco,
    width: 640,
    height: 480,
    alt: 'Illustration of a washing machine in eco mode with a leaf and a recycling badge',
  },
];

/** Shortcut tiles. */
const TILES = [
  { href: '/my/user/deposits', label: 'Card Top-Up', text: 'Add money to your laundry card in seconds.', Icon: CardIcon },
  { href: '/sign-up', label: 'User SignUp', text: 'Create your free e-laundry account.', Icon: UsersIcon },
  { href: '/my/user/laundry-viewer', label: 'Laundry Viewer', text: 'See which washers and dryers are free at your hub.', Icon: WasherIcon },
  { href: '/login', label: 'Help And Support', text: 'Log in to open a ticket; we reply within 10 minutes.', Icon: HeadsetIcon },
] as const;

const FEATURES = [
  {
    title: '24/7 support',
    text: `Call us any time of day or night, or open a ticket: we promise a reply within ${company.supportReplyMinutes} minutes.`,
    Icon: HeadsetIcon,
  },
  {
    title: 'Eco-friendly wash & dry',
    text: 'Every cycle washes and dries with eco-friendly chemicals that are gentle on clothes and skin.',
    Icon: LeafIcon,
  },
  {
    title: 'Cards from your dashboard',
    text: 'Request your laundry card or link one you already hold, right from your dashboard.',
    Icon: CardIcon,
  },
  {
    title: 'Hardware & experts at each hub',
    text: 'Our own washing and drying machines, with trained experts on hand at every hub.',
    Icon: ToolsIcon,
  },
] as const;

const STEPS = [
  { title: 'Sign up', text: 'Create your account and verify your e-mail with a one-time code.' },
  { title: 'Get your card & top up', text: 'Request a laundry card from your dashboard and top it up online with your bank card.' },
  { title: 'Wash & dry', text: 'Tap your card at any machine in the hub. Fresh laundry, no coins, no queues at a counter.' },
] as const;

export function HomePage({ title }: PageProps) {
  // "Download App Now" (footer) links to /#app: scroll there once the page is in place.
  useEffect(() => {
    if (window.location.hash === '#app') scrollToId('app');
  }, []);

  return (
    <>
      <section className="hero on-dark" aria-labelledby="home-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <h1 id="home-title" className="visually-hidden">
              {title}
            </h1>
            <p className="hero__brand">
              <LogoMark className="hero__mark" size={44} brand="#0f7f88" accent="#ffb547" />
              <TypedText text={company.tagline} className="hero__typed" />
            </p>
            <h2 className="hero__title">
              Smart laundry hubs for <span className="hero__highlight">campuses and hostels</span>
            </h2>
            <p className="hero__lead">
              Wash and dry at an e-laundry hub near you and pay with your prepaid laundry card. Top up online in seconds,
              with help on hand 24/7.
            </p>
            <div className="hero__actions">
              <Link href="/sign-up" className="btn btn--accent btn--large">
                Get your laundry card
              </Link>
              <Link href="/location" className="btn btn--outline-light btn--large">
                Find a hub
              </Link>
            </div>
            <ul className="hero__facts" aria-label="e-laundry in numbers">
              <li>
                <strong>99.9%</strong> hub availability
              </li>
              <li>
                <strong>24/7</strong> support
              </li>
              <li>
                <strong>10+</strong> laundry hubs
              </li>
            </ul>
          </div>
          <HeroSlider slides={SLIDES} label="e-laundry highlights" />
        </div>
      </section>

      <div className="container">
        <nav className="tiles" aria-label="Shortcuts">
          {TILES.map(({ href, label, text, Icon }) => (
            <Link key={label} href={href} className="tile">
              <span className="icon-bubble">
                <Icon size={26} />
              </span>
              <span className="tile__body">
                <span className="tile__label">{label}</span>
                <span className="tile__text">{text}</span>
              </span>
              <ArrowRightIcon size={20} className="tile__arrow" />
            </Link>
          ))}
        </nav>
      </div>

      <section className="section" aria-labelledby="home-about">
        <div className="container split">
          <div className="art-frame">
            <img src={ART.aboutCampus} width={640} height={480} loading="lazy" decoding="async" alt="Illustration of a campus with an e-laundry hub next to the main building" />
          </div>
          <div>
            <SectionTitle id="home-about" eyebrow="About us">
              The pioneer of e-laundry in Nigeria
            </SectionTitle>
            <p className="lead">
              We build and run smart self-service laundry hubs for campuses and communal living, with our own systems and our
              own washing and drying machines. Students, staff and anyone who would rather spend their time on something
              other than laundry use them every day.
            </p>
            <ul className="check-list">
              <li>
                <CheckIcon size={20} /> Hubs on campuses, in hostels and in estates
              </li>
              <li>
                <CheckIcon size={20} /> A prepaid laundry card instead of coins and cash
              </li>
              <li>
                <CheckIcon size={20} /> Online top-ups and a dashboard for your account
              </li>
            </ul>
            <Link href="/about" className="btn btn--primary">
              Read more<span className="visually-hidden"> about e-laundry</span>
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--white" aria-labelledby="home-features">
        <div className="container">
          <div className="section-head">
            <SectionTitle id="home-features" eyebrow="Why e-laundry">
              Everything you need for stress-free laundry
            </SectionTitle>
            <p>From your first top-up to your last spin cycle, we take care of the details.</p>
          </div>
          <div className="grid grid--4">
            {FEATURES.map(({ title: heading, text, Icon }) => (
              <article key={heading} className="feature-card">
                <span className="icon-bubble">
                  <Icon size={26} />
                </span>
                <h3>{heading}</h3>
                <p>{text}</p>
              </article>
            ))}
          </div>
          <div className="home-features__action">
            <Link href="/services" className="btn btn--primary btn--large">
              Get the Best services
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="home-reliable">
        <div className="container">
          <div className="section-head">
            <SectionTitle id="home-reliable" eyebrow="Always ready">
              Built to be there whenever you need it
            </SectionTitle>
            <p>Our hubs run on our own hardware and our own software, and we look after both.</p>
          </div>
          <div className="grid grid--3">
            <article className="stat-card">
              <GaugeIcon size={30} className="stat-card__icon" />
              <p className="stat-card__value">99.9%</p>
              <h3 className="stat-card__title">Hub availability</h3>
              <p className="stat-card__text">Our hubs are available 99.9% of the time, day and night.</p>
            </article>
            <article className="stat-card">
              <ToolsIcon size={30} className="stat-card__icon" />
              <p className="stat-card__value">24/7</p>
              <h3 className="stat-card__title">Remote monitoring</h3>
              <p className="stat-card__text">Regular preventive maintenance, with every machine monitored remotely.</p>
            </article>
            <article className="stat-card">
              <RecycleIcon size={30} className="stat-card__icon" />
              <p className="stat-card__value">~90%</p>
              <h3 className="stat-card__title">Recyclable machines</h3>
              <p className="stat-card__text">About 90% of every machine we install can be recycled at the end of its life.</p>
            </article>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-steps">
        <div className="container">
          <div className="section-head">
            <SectionTitle id="home-steps" eyebrow="How it works">
              Fresh laundry in three steps
            </SectionTitle>
          </div>
          <ol className="steps">
            {STEPS.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p className="step__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="app" className="section section--white app-section" aria-labelledby="home-app" tabIndex={-1}>
        <div className="container app-section__inner">
          <span className="icon-bubble icon-bubble--dark app-section__icon">
            <PhoneAppIcon size={28} />
          </span>
          <div className="app-section__copy">
            <h2 id="home-app" className="section-title">
              Install the e-laundry app
            </h2>
            <p className="lead">
              Add e-laundry to your phone&apos;s home screen: it opens like an app, and shows your last balance, card and
              latest transactions even without a connection. Our Android and iPhone store apps are on their way.
            </p>
            <InstallApp />
          </div>
          <AppBadges className="app-section__badges" />
        </div>
      </section>

      <section className="section" aria-labelledby="home-partner">
        <div className="container">
          <div className="cta-band on-dark">
            <div>
              <h2 id="home-partner">Bring e-laundry to your campus or hostel</h2>
              <p>We install, run and maintain the hub. You give your residents laundry that simply works.</p>
            </div>
            <div className="cta-band__actions">
              <Link href="/contact-us" className="btn btn--accent btn--large">
                Talk to us
              </Link>
              <Link href="/services" className="btn btn--outline-light btn--large">
                Partnership
              </Link>
            </div>
          </div>
        </div>
      </section>

      <ScrollTopButton />
    </>
  );
}
