/**
 * Search-engine meta data of the public pages, used by the build-time prerender (src/web/entry-server.tsx).
 * `module` is the page's source file relative to src/web: its key in Vite's manifest, from which the prerender
 * takes the chunk (modulepreload) and stylesheets of the page.
 */
export interface PublicPageMeta {
  description: string;
  module: string;
}

export const PUBLIC_PAGES: Record<string, PublicPageMeta> = {
  '/': {
    module: 'features/public/home-page.tsx',
    description:
      'e-laundry runs smart self-service laundry hubs on Nigerian campuses and hostels. Wash and dry with a prepaid laundry card, top up online and get 24/7 support.',
  },
  '/about': {
    module: 'features/public/about-page.tsx',
    description:
      'Who we are: the pioneer of e-laundry in Nigeria, with our own systems, washing and drying machines, 10+ laundry hubs and 30 expert employees.',
  },
  '/location': {
    module: 'features/public/location-page.tsx',
    description: 'Find e-laundry laundry hubs and offices in Abuja, Port Harcourt and Bournemouth (UK), with maps.',
  },
  '/services': {
    module: 'features/public/services-page.tsx',
    description:
      'What we do: the e-laundry smart card, self-service laundry hubs and partnerships for campuses, hostels and estates. Get started in minutes.',
  },
  '/contact-us': {
    module: 'features/public/contact-page.tsx',
    description:
      'Contact e-laundry: offices in Abuja and Port Harcourt, phone support 24/7, e-mail support with a reply within 10 minutes during office hours.',
  },
  '/terms-and-conditions': {
    module: 'features/public/terms-page.tsx',
    description: 'The terms and conditions of the e-laundry laundry card, top-ups, refunds and liability. Download them as a PDF.',
  },
  '/privacy-policy': {
    module: 'features/public/privacy-page.tsx',
    description:
      'How e-laundry collects, uses and protects your personal data, which payment gateways we use, and how to delete your data. Download as a PDF.',
  },
  '/pay/:code': {
    module: 'features/sponsor-links/pay-page.tsx',
    description: "Top up a family member's e-laundry laundry card with a payment link they sent you: pay securely with Paystack or Flutterwave, no account needed.",
  },
};
