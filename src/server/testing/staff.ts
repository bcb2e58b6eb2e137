import type { FastifyInstance } from 'fastify';
import { inviteStaff } from '#server/lib/identity/staff.js';
import type { StaffRole } from '#server/lib/identity/principal.js';
import { totpFor } from '#server/lib/identity/totp.js';
import { dataOf, injectOp } from './test-support.js';

/**
 * Staff members for tests (docs/decisions/041-staff-accounts.md): invited as `npm run ops -- staff:invite` does (the
 * same library call, by an operator), set up through the API with a current authenticator code, then signed in with
 * password and a code of the next time step — so the app's clock must be movable (testClock, passed to testApp).
 * `scope` limits the member to some locations / service centres (lib/identity/staff-scope.ts).
 */
export const STAFF_PASSWORD = 'Wash&Fold-Rota-2026';
let members = 0;

export interface StaffSession {
  id: number;
  email: string;
  secret: string;
  token: string;
}

export async function staffSession(app: FastifyInstance, clock: { now(): Date; advance(ms: number): void }, roles: StaffRole[], scope: { locationIds?: number[]; serviceCenterIds?: number[] } = {}): Promise<StaffSession> {
  const email = `staff.${process.pid}.${++members}@e-laundry.ng`;
  const operator = { actor: { kind: 'operator' as const, label: 'test.ops' }, requestId: null };
  const { token: link, member } = await inviteStaff(app.ctx.database.db, operator, { email, roles, ...scope, invitedBy: null }, { now: clock.now(), publicUrl: app.ctx.config.publicUrl });
  const code = (secret: string) => totpFor(secret, '').generate({ timestamp: clock.now().getTime() });
  const { secret } = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: link } }));
  dataOf(
    'acceptStaffInvite',
    await injectOp(app, 'acceptStaffInvite', { body: { token: link, name: `Member ${member.id}`, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD, code: code(secret) } }),
  );
  clock.advance(30_000);
  const { challenge } = dataOf('staffLogin', await injectOp(app, 'staffLogin', { body: { email, password: STAFF_PASSWORD } }));
  const session = dataOf('staffLoginTwoFactor', await injectOp(app, 'staffLoginTwoFactor', { body: { challenge, code: code(secret) } }));
  return { id: member.id, email, secret, token: session.token };
}
