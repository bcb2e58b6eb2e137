/**
 * Staff sessions for the contract suite (issue 24): staff members exist only through `npm run ops -- staff:invite`, a
 * command that opens the server's database beside it — so the staff journeys and the staff part of the fuzz run on a
 * server of their own on a fresh PostgreSQL database (the embedded one refuses a second process while the server runs).
 */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { runOps } from '#server/testing/ops.js';
import { freshPostgres } from '../support/postgres';
import { expectStatus } from './accounts';

export { freshPostgres };
import type { Answer, CallInput } from './gate';

export const STAFF_PASSWORD = 'Wash&Fold-Rota-2026';
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Authenticator codes by time step (30 s); the server accepts one step either side of now, each step once. */
export const totp = (secret: string) => {
  const generator = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return (stepOffset: number) => generator.generate({ timestamp: (TOTP.counter({ period: 30 }) + stepOffset) * 30_000 + 1000 });
};

/** `npm run ops -- …` on that database; fails the test on a non-zero exit. */
export const opsOn = (databaseUrl: string) => async (...args: string[]) => {
  const run = await runOps(args, { DATABASE_URL: databaseUrl });
  expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run.stdout.trim();
};

type Call = (operationId: string, input?: CallInput) => Promise<Answer>;

/**
 * A staff member as a real one is made: invited by the command (its printed set-up link), set up through the API with
 * the authenticator secret the link opens (a wrong code 422 first, the link dead once used), then signed in with the
 * password and the next code (a wrong one 422 first). Returns the member's id and session token.
 */
export async function staffMember(call: Call, ops: ReturnType<typeof opsOn>, email: string, role: string, name = `Gate ${role}`) {
  const out = await ops('staff:invite', '--email', email, '--role', role);
  const link = /#token=(inv_[0-9a-f]{64})/.exec(out)![1]!;
  const opened = await call('openStaffInvite', { body: { token: link } });
  expectStatus(opened, 200);
  const code = totp(opened.body.data.secret as string);
  const setUp = { token: link, name, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD };
  expectStatus(await call('acceptStaffInvite', { body: { ...setUp, code: otherCode(code(-1)) } }), 422);
  expectStatus(await call('acceptStaffInvite', { body: { ...setUp, code: code(-1) } }), 200);
  expectStatus(await call('acceptStaffInvite', { body: { ...setUp, code: code(0) } }), 404);
  const first = await call('staffLogin', { body: { email, password: STAFF_PASSWORD } });
  expectStatus(first, 200);
  const challenge = first.body.data.challenge as string;
  expectStatus(await call('staffLoginTwoFactor', { body: { challenge, code: otherCode(code(0)) } }), 422);
  const session = await call('staffLoginTwoFactor', { body: { challenge, code: code(0) } });
  expectStatus(session, 200);
  return { id: session.body.data.staff.id as number, token: session.body.data.token as string };
}
