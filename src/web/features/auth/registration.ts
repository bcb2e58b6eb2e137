import type { components } from '#generated/api';
import { countryCodeOfName, dialCodeOf } from '#web/lib/forms/countries';

export type RegisterRequest = components['schemas']['RegisterRequest'];

/** What the sign-up form holds: the contract's fields (all optional while typing) plus the terms checkbox. */
export type SignUpData = Partial<RegisterRequest> & { terms?: boolean };

/**
 * The registration payload: `country_code` holds the country's NAME, `country` its two-letter
 * code, `mobile` the national number without the dial code and `mobile_code` the dial code digits of the phone's
 * country; the e-mail is trimmed; empty values are dropped; the UI-only terms checkbox is not sent.
 */
export function registrationPayload(data: SignUpData, phoneCountry: string): RegisterRequest {
  const values: Record<string, string | undefined> = {
    firstname: data.firstname?.trim(),
    lastname: data.lastname?.trim(),
    username: data.username?.trim(),
    email: data.email?.trim(),
    country_code: data.country_code,
    country: countryCodeOfName(data.country_code),
    mobile: data.mobile?.replace(/\D/g, ''),
    mobile_code: data.mobile ? dialCodeOf(phoneCountry) : undefined,
    password: data.password,
    password_confirmation: data.password_confirmation,
    referral_code: data.referral_code?.trim(),
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as unknown as RegisterRequest;
}
