/**
 * Company contact facts: the one place both the server (e-mails) and the web app read them from.
 * Pure data, no DOM and no Node APIs.
 *
 * The street address, phone number and e-mail are plausible placeholders; replace them here (and only here)
 * with the business's real details before launch.
 */
export const company = {
  name: 'e-laundry',
  tagline: 'Redefining Laundry',
  description:
    'The pioneer of e-laundry in Nigeria: smart self-service laundry hubs for campuses and communal living, paid with a prepaid laundry card.',
  address: {
    street: '14 Aminu Kano Crescent',
    area: 'Wuse II',
    city: 'Abuja',
    state: 'FCT',
    country: 'Nigeria',
  },
  /** The address on one line, for footers and e-mails. */
  addressLine: '14 Aminu Kano Crescent, Wuse II, Abuja, FCT, Nigeria',
  supportEmail: 'support@e-laundry.ng',
  /** Human-readable phone number, +234 format. */
  phone: '+234 809 555 0142',
  /** The same number in E.164 form, for tel: links. */
  phoneE164: '+2348095550142',
  officeHours: 'Monday to Saturday 9am to 4pm',
  phoneSupportHours: '24/7',
  /** Promised first reply time of support, in minutes. */
  supportReplyMinutes: 10,
} as const;

export type Company = typeof company;
