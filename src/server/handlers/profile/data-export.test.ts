import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { components } from '#generated/api';
import { describe, expect, it } from 'vitest';
import { dataMap } from '#server/db/data-map.js';
import { auditEvents, dataExports } from '#server/db/schema.js';
import { claimNextExport, expireExports } from '#server/lib/privacy/data-export.js';
import { EXPORT_SOURCES, exportedColumns, exportedTables } from '#server/lib/privacy/export-sources.js';
import { newTrx, post } from '#server/lib/ledger/ledger.js';
import { readZip } from '#server/testing/test-files.js';
import { databaseKinds, dataOf, injectOp, mailsTo, multipart, PNG_1PX, signedIn, testClock } from '#server/testing/test-support.js';
import { appForSuite } from '#server/testing/scenes.js';

/**
 * "Download my data" (issue 26, docs/decisions/055-download-my-data.md): the archive follows the personal-data map,
 * holds the customer's rows and files and nobody else's, is only the owner's to read, 3 a day, 24 hours, and a
 * build whose instance died is taken over.
 */

describe('the archive follows the personal-data map (db/data-map.ts)', () => {
  it('reads every table the map exports to a customer (a new exported table without a source fails here)', () => {
    const sources = new Set(EXPORT_SOURCES.map((s) => s.table));
    const missing = exportedTables().filter((t) => !sources.has(t));
    expect(missing, 'add a source for these tables to EXPORT_SOURCES in src/server/lib/privacy/export-sources.ts').toEqual([]);
    expect(exportedTables()).toEqual(expect.arrayContaining(['users', 'auth_tokens', 'deposits', 'transactions', 'cards', 'card_requests', 'hub_charges', 'tickets', 'ticket_messages', 'ticket_attachments', 'commissions', 'money_backs', 'audit_events']));
  });

  it('pages every source on a column its table has (id, or the key it names: notification_preferences has no id)', () => {
    for (const s of EXPORT_SOURCES) expect(Object.keys(dataMap[s.table]!.columns), s.table).toContain(s.key ?? 'id');
  });

  it('exports the columns the map marks, never a secret one, and reads no table the map does not export', () => {
    for (const s of EXPORT_SOURCES) {
      const rule = dataMap[s.table];
      expect(rule, s.table).toBeDefined();
      expect(exportedColumns(s.table).length, s.table).toBeGreaterThan(0);
      for (const c of exportedColumns(s.table)) expect(rule!.columns[c]!.personal, `${s.table}.${c}`).not.toBe('secret');
    }
    expect(exportedColumns('users')).not.toContain('password_hash');
    expect(exportedColumns('users')).not.toContain('tfa_secret');
    expect(exportedColumns('auth_tokens')).not.toContain('token_hash');
    // Staff members' identities are not the customer's: the audit export has the role, never the actor's id or name.
    expect(exportedColumns('audit_events')).not.toContain('actor_id');
    expect(exportedColumns('audit_events')).not.toContain('actor_label');
  });
});

const kinds = await databaseKinds();

/** The export of a 202 (dataOf types the 200 and 201 answers). */
function accepted(res: LightMyRequestResponse): components['schemas']['DataExport'] {
  expect(res.statusCode).toBe(202);
  return (res.json() as { data: components['schemas']['DataExport'] }).data;
}

describe.each(kinds)('download my data on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  appForSuite(kind, { AUTH_RATE_LIMIT: '100000' }, { now: clock.now }, (made) => (app = made));
  const db = () => app.ctx.database.db;
  const deps = () => ({ db: db(), storage: app.storage });

  const credit = (userId: number, amount: number, detail: string) =>
    db().transaction((tx) => post(tx, { userId, amount, type: '+', detail, remark: 'deposit', cause: { kind: 'test', id: null }, trx: newTrx() }));
  const openTicket = async (token: string, subject: string, name: string) => {
    const body = multipart([
      { name: 'subject', value: subject },
      { name: 'priority', value: 'High' },
      { name: 'message', value: `${subject}: the message` },
      { name: 'attachments', file: PNG_1PX, filename: name, type: 'image/png' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/v1/tickets', ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(201);
    return dataOf('createTicket', res).ticket;
  };
  const until = async (token: string, id: string, status: string) => {
    for (let i = 0; i < 200; i++) {
      const got = dataOf('getDataExport', await injectOp(app, 'getDataExport', { token, params: { id } }));
      if (got.status === status) return got;
      app.dataExports.kick();
      await app.dataExports.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`export ${id} never became ${status}`);
  };
  const download = (token: string | null, id: string) =>
    app.inject({ method: 'GET', url: `/api/v1/profile/data-exports/${id}/download`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("the archive holds the customer's rows and files (README, JSON, CSV, attachments) and not another customer's; only the owner can read it", async () => {
    const a = await signedIn(app);
    const b = await signedIn(app);
    await credit(a.user.id, 2_500_00, 'A-credit-marker');
    await credit(b.user.id, 9_000_00, 'B-credit-marker');
    const ticketA = await openTicket(a.token, 'A-ticket-subject', 'a-receipt.png');
    await openTicket(b.token, 'B-ticket-subject', 'b-receipt.png');

    const asked = await injectOp(app, 'requestDataExport', { token: a.token });
    expect(asked.statusCode).toBe(202);
    const queued = accepted(asked);
    expect(queued).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), download_url: null, expires_at: null });
    expect(queued.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const ready = await until(a.token, queued.id, 'ready');
    expect(ready.progress).toBe(100);
    expect(ready.download_url).toBe(`/api/v1/profile/data-exports/${queued.id}/download`);
    expect(new Date(ready.expires_at!).getTime() - new Date(ready.ready_at!).getTime()).toBe(24 * 3_600_000);
    expect(dataOf('listDataExports', await injectOp(app, 'listDataExports', { token: a.token }))[0]).toMatchObject({ id: queued.id, status: 'ready' });

    const res = await download(a.token, queued.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="e-laundry-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(ready.size);

    // A sound zip (unzip -t), with what README.txt promises.
    const dir = mkdtempSync(path.join(tmpdir(), 'elaundry-export-test-'));
    try {
      writeFileSync(path.join(dir, 'a.zip'), res.rawPayload);
      expect(execFileSync('unzip', ['-tq', path.join(dir, 'a.zip')]).toString()).toMatch(/No errors detected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const zip = readZip(res.rawPayload);
    const names = [...zip.keys()];
    for (const s of EXPORT_SOURCES) {
      expect(names, s.file).toContain(`${s.file}.json`);
      if (s.csv) expect(names).toContain(`${s.file}.csv`);
    }
    expect(names).toContain('README.txt');
    const readme = zip.get('README.txt')!.toString('utf8');
    for (const s of EXPORT_SOURCES) expect(readme).toContain(`${s.file}.json`);
    expect(readme).toContain('kobo');

    const profile = JSON.parse(zip.get('profile.json')!.toString('utf8'));
    expect(profile).toMatchObject({ id: a.user.id, email: a.body.email, username: a.body.username, balance: 2_500_00 });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile).not.toHaveProperty('tfa_secret');

    const transactions = JSON.parse(zip.get('transactions.json')!.toString('utf8')) as { detail: string; post_balance: number }[];
    expect(transactions).toEqual([expect.objectContaining({ detail: 'A-credit-marker', post_balance: 2_500_00 })]);
    const csv = zip.get('transactions.csv')!.toString('utf8');
    expect(csv.split('\n')[0]).toContain('post_balance');
    expect(csv).toContain('A-credit-marker');

    const sessions = JSON.parse(zip.get('sign-in-sessions.json')!.toString('utf8')) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(Object.keys(sessions[0]!)).not.toContain('token_hash');

    const tickets = JSON.parse(zip.get('tickets.json')!.toString('utf8')) as { number: string; subject: string }[];
    expect(tickets).toEqual([expect.objectContaining({ number: ticketA, subject: 'A-ticket-subject' })]);
    const attachment = names.find((n) => n.startsWith(`attachments/${ticketA}/`));
    expect(attachment).toMatch(/a-receipt\.png$/);
    expect(zip.get(attachment!)!.equals(PNG_1PX)).toBe(true);

    // Nothing of the other customer anywhere in the archive.
    const everything = Buffer.concat([...zip.values()]).toString('latin1');
    for (const marker of ['B-credit-marker', 'B-ticket-subject', 'b-receipt', b.body.email]) expect(everything).not.toContain(marker);
    expect(everything).not.toContain('$argon2');

    // Only the owner: another customer's id is a 404 (like an unknown one), no session is a 401.
    expect((await injectOp(app, 'getDataExport', { token: b.token, params: { id: queued.id } })).json()).toEqual({ code: 404, message: 'Archive not found.' });
    const other = await download(b.token, queued.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, message: 'Archive not found.' });
    expect((await download(null, queued.id)).statusCode).toBe(401);
    expect(dataOf('listDataExports', await injectOp(app, 'listDataExports', { token: b.token }))).toEqual([]);

    // The request and the download are on the audit trail of the account (a staff member's view of the requests).
    const trail = await db().select().from(auditEvents).where(and(eq(auditEvents.targetKind, 'customer'), eq(auditEvents.targetId, String(a.user.id))));
    expect(trail.map((e) => e.action).sort()).toEqual(['customer.data_export_download', 'customer.data_export_request']);

    // The e-mail says it is ready and links to the app's page, never to the file.
    const mails = await mailsTo(app, a.body.email);
    const mail = mails.find((m) => m.subject.includes('data archive is ready'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('/my/user/profile-setting');
    expect(mail!.text).not.toContain(queued.id);
    expect(mail!.html).not.toContain(queued.id);
  });

  it('asking again while one is prepared answers that one; past 24 hours the archive expires (410) and the job deletes it from storage', async () => {
    const c = await signedIn(app);
    const first = accepted(await injectOp(app, 'requestDataExport', { token: c.token }));
    const again = await injectOp(app, 'requestDataExport', { token: c.token });
    if (accepted(again).status !== 'ready') expect(accepted(again).id).toBe(first.id);
    await until(c.token, first.id, 'ready');
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, first.id));
    expect(await app.storage.getStream(row!.storageKey!)).not.toBeNull();

    // 24 hours later (the row's clock moved back: the session would have ended meanwhile).
    await db().update(dataExports).set({ expiresAt: new Date(clock.now().getTime() - 60_000) }).where(eq(dataExports.id, first.id));
    expect(dataOf('getDataExport', await injectOp(app, 'getDataExport', { token: c.token, params: { id: first.id } }))).toMatchObject({ status: 'expired', download_url: null });
    const gone = await download(c.token, first.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ code: 410, message: 'This archive has expired: archives can be downloaded for 24 hours. Ask for a new one.' });

    expect(await expireExports(deps(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await app.storage.getStream(row!.storageKey!)).toBeNull();
    const [after] = await db().select().from(dataExports).where(eq(dataExports.id, first.id));
    expect(after).toMatchObject({ status: 'expired', storageKey: null });
  });

  it('3 archives in 24 hours: the fourth is a 429 that says when; a day later it is allowed again', async () => {
    const d = await signedIn(app);
    const now = clock.now();
    for (let i = 0; i < 3; i++) {
      await db().insert(dataExports).values({ id: `limit${i}${String(d.user.id).padStart(6, '0')}xxxxxxxxxxxx`.slice(0, 22), userId: d.user.id, status: 'expired', createdAt: new Date(now.getTime() - (5 - i) * 3_600_000) });
    }
    const refused = await injectOp(app, 'requestDataExport', { token: d.token });
    expect(refused.statusCode).toBe(429);
    // The oldest of the three was 5 hours ago: the next one can be asked for in 19 hours.
    expect(refused.json()).toEqual({
      code: 429,
      message: 'You can ask for 3 archives of your data in 24 hours. You can ask for a new one in 19 hours; your latest archive is still on this page while it is valid.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(19 * 3600);

    clock.advance(19 * 3_600_000 + 1000);
    const allowed = await injectOp(app, 'requestDataExport', { token: d.token });
    expect(allowed.statusCode).toBe(202);
    await until(d.token, accepted(allowed).id, 'ready');
  });

  it('a build whose instance died (its claim lapsed) is taken over and finished; a live claim is left alone', async () => {
    const e = await signedIn(app);
    await credit(e.user.id, 1_000_00, 'E-credit');
    const now = clock.now();
    const stale = 'staleClaimAAAAAAAAAAAA';
    const live = 'liveClaimBBBBBBBBBBBBB';
    await db().insert(dataExports).values([
      { id: stale, userId: e.user.id, status: 'running', progress: 37, attempts: 1, lockedBy: 'dead-instance', lockedUntil: new Date(now.getTime() - 1000), createdAt: new Date(now.getTime() - 60_000), startedAt: new Date(now.getTime() - 60_000) },
      { id: live, userId: e.user.id, status: 'running', progress: 12, attempts: 1, lockedBy: 'busy-instance', lockedUntil: new Date(now.getTime() + 3_600_000), createdAt: new Date(now.getTime() - 30_000) },
    ]);
    const taken = await until(e.token, stale, 'ready');
    expect(taken.progress).toBe(100);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, stale));
    expect(row).toMatchObject({ attempts: 2, lockedBy: null, status: 'ready' });
    expect(readZip((await download(e.token, stale)).rawPayload).get('transactions.csv')!.toString()).toContain('E-credit');

    // The live claim is not taken: nothing is left for another instance to claim.
    expect(await claimNextExport(db(), clock.now(), 'another-instance')).toBeNull();
    const [still] = await db().select().from(dataExports).where(eq(dataExports.id, live));
    expect(still).toMatchObject({ status: 'running', lockedBy: 'busy-instance', attempts: 1 });
    await db().update(dataExports).set({ status: 'failed', lockedBy: null, lockedUntil: null }).where(eq(dataExports.id, live));
  });
});
