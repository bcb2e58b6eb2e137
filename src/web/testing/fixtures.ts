import { vi } from 'vitest';
import type { Notifier } from '#web/lib/notify';
import type { SessionUser } from '#web/lib/session';

/** A complete signed-in user as the API describes it. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 'test-token-123',
    id: 1024,
    username: 'chidinma_o',
    firstname: 'Chidinma',
    lastname: 'Okafor',
    email: 'chidinma.okafor@example.com',
    mobile: '8031234567',
    mobile_code: '234',
    country_code: 'Nigeria',
    image: 'N/A',
    card_no: 'N/A',
    tfa_enabled: false,
    email_verified: true,
    account_number: '2010001024',
    referral_code: 'CHIDI1024',
    address: { country: 'Nigeria', city: 'Abuja', address: '12 Aminu Kano Crescent', zip: '900288' },
    ...overrides,
  };
}

export function fakeNotifier() {
  return { success: vi.fn(), error: vi.fn(), info: vi.fn() } satisfies Notifier;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A complete, valid registration body (Ada Obi, a Nigerian mobile): what the sign-up form sends. */
export const REGISTRATION = {
  firstname: 'Ada',
  lastname: 'Obi',
  username: 'ada_obi',
  email: 'ada@example.com',
  country_code: 'Nigeria',
  country: 'NG',
  mobile: '8031234567',
  mobile_code: '234',
  password: 'secret1',
  password_confirmation: 'secret1',
};
