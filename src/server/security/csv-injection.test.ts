import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, deposits, serviceCenters, staffMembers } from '#server/db/schema.js';
import { systemContext } from '#server/lib/platform/audit.js';
import { addCards } from '#server/lib/cards-hubs/card-inventory.js';
import { linkCard } from '#server/lib/cards-hubs/cards.js';
import { addLocation, TAKEN } from '#server/lib/cards-hubs/hub-directory.js';
import { newTrx, post } from '#server/lib/ledger/ledger.js';
import { lagosDay } from '#server/lib/platform/time.js';
import { inviteStaff } from '#server/lib/identity/staff.js';
import { totpFor } from '#server/lib/identity/totp.js';
import { FORMULA_PAYLOADS, formulaFields, parseCsv, PLAIN_NUMBERS, spreadsheetRuns } from '#server/testing/csv-payloads.js';
import { runOps } from '#server/testing/ops.js';
import { STAFF_PASSWORD, staffSession, type StaffSession } from '#server/testing/staff.js';
import { readZip } from '#server/testing/test-files.js';
import { databaseKinds, dataOf, freePort, injectOp, signedIn, testApp, testClock } from '#server/testing/test-support.js';

/**
 * CSV injection through every export (issue 37 part 1, docs/decisions/068-one-csv-writer.md): the known payloads
 * (testing/csv-payloads.ts) typed where an outsider, a staff member or an admin can type them, through the real API
 * routes, then the export downloaded as its reader downloads it. A payload the API refuses (a tab or CR in a one-line
 * field) never reaches an export; every other one is written neutralised (`'` first, inside quotes), a plain number
 * stays a number, and no field of the file is one a spreadsheet would run. On PGlite and PostgreSQL.
 */
const kinds = await databaseKinds();
const setUp = systemContext('test');
/** Text typed as a name: every payload, and plain numbers (which must stay numbers). */
const NAMES = [...FORMULA_PAYLOADS, '-500.00', '0'];
/** A payload with a C0 control: one-line fields refuse it (lib/platform/ajv-setup.ts), so it cannot reach an export. */
const refusedAtTheDoor = (s: string) => /[\u0000-\u001f]/.test(s);

/**
 * The export holds `stored` (as the database holds it, `decorate`d as the export words it) as its reader must see it:
 * bare when it is a plain number or harmless, else with a leading `'`. Gives whether it was neutralised.
 */
function expectWritten(csv: string, stored: string, decorate: (s: string) => string = (s) => s): boolean {
  const fields = parseCsv(csv).flat();
  const cell = decorate(stored);
  const runs = !/^-?\d+(\.\d+)?$/.test(cell) && spreadsheetRuns(cell);
  expect(fields, JSON.stringify(cell)).toContain(runs ? `'${cell}` : cell);
  return runs;
}

describe.each(kinds)('CSV injection through every export on %s', (kind) => {
  let app: FastifyInstance;
  const clock = testClock();
  let admin: StaffSession;
  let finance: StaffSession;
  beforeAll(async () => {
    // Listening: the sandbox gateway a sponsor's payment opens is served by the same server (as in sponsor-links.test.ts).
    const port = await freePort();
    app = await testApp(
      kind,
      { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT: '100000', FORMS_RATE_LIMIT: '100000', BUDGET_SPONSORPAGE: '100000', BUDGET_SPONSORPAY: '100000', BUDGET_HUBKEY: '100000/100000', BUDGET_EXPORT: '100000/100000', DEPOSIT_RECHECK_SECONDS: '0', OUTBOX_POLL_MS: '0' },
      { now: clock.now },
    );
    await app.listen({ port, host: '127.0.0.1' });
    admin = await staffSession(app, clock, ['admin']);
    finance = await staffSession(app, clock, ['finance']);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.ctx.database.db;

  it("a stranger's name on a pay link: POST /pay/{code} answers 201, and the owner's archive writes it neutralised in deposits.csv (every CSV of the archive clean)", async () => {
    const owner = await signedIn(app);
    const link = dataOf('createSponsorLink', await injectOp(app, 'createSponsorLink', { token: owner.token, body: {} }));
    for (const [i, name] of NAMES.entries()) {
      const paid = await injectOp(app, 'payThroughSponsorLink', { params: { code: link.code }, body: { method_code: 'paystack', amount: 1000, name, email: `sponsor.${i}@example.com` } });
      expect(paid.statusCode, `${JSON.stringify(name)}: ${paid.body}`).toBe(refusedAtTheDoor(name) ? 422 : 201);
    }
    const stored = (await db().select({ name: deposits.sponsorName }).from(deposits).where(eq(deposits.userId, owner.user.id))).map((r) => r.name!);
    expect(stored).toHaveLength(NAMES.filter((n) => !refusedAtTheDoor(n)).length);

    const asked = await injectOp(app, 'requestDataExport', { token: owner.token });
    expect(asked.statusCode).toBe(202);
    const { id } = (asked.json() as { data: { id: string } }).data;
    for (let i = 0; ; i++) {
      const got = dataOf('getDataExport', await injectOp(app, 'getDataExport', { token: owner.token, params: { id } }));
      if (got.status === 'ready') break;
      if (i > 200) throw new Error(`the archive is ${got.status}`);
      app.dataExports.kick();
      await app.dataExports.idle();
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await app.inject({ method: 'GET', url: `/api/v1/profile/data-exports/${id}/download`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    const zip = readZip(res.rawPayload);
    const csv = zip.get('deposits.csv')!.toString('utf8');
    expect(parseCsv(csv)[0]).toContain('sponsor_name');
    // Every formula payload the door let in was neutralised; the two plain numbers were left bare.
    expect(stored.filter((name) => expectWritten(csv, name))).toHaveLength(stored.length - 2);
    for (const [file, bytes] of zip) if (file.endsWith('.csv')) expect(formulaFields(bytes.toString('utf8')), file).toEqual([]);
  });

  it("a staff member's own name at set-up: the admin's audit.csv writes it neutralised", async () => {
    const code = (secret: string) => totpFor(secret, '').generate({ timestamp: clock.now().getTime() });
    const members: number[] = [];
    for (const [i, name] of NAMES.entries()) {
      const operator = { actor: { kind: 'operator' as const, label: 'test.ops' }, requestId: null };
      const { token: link, member } = await inviteStaff(db(), operator, { email: `csv.${kind}.${process.pid}.${i}@e-laundry.ng`, roles: ['support'], invitedBy: null }, { now: clock.now(), publicUrl: app.ctx.config.publicUrl });
      const { secret } = dataOf('openStaffInvite', await injectOp(app, 'openStaffInvite', { body: { token: link } }));
      const accepted = await injectOp(app, 'acceptStaffInvite', { body: { token: link, name, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD, code: code(secret) } });
      expect(accepted.statusCode, `${JSON.stringify(name)}: ${accepted.body}`).toBe(refusedAtTheDoor(name) ? 422 : 200);
      if (!refusedAtTheDoor(name)) members.push(member.id);
    }
    const named = await db().select({ name: staffMembers.name }).from(staffMembers).where(inArray(staffMembers.id, members));
    const labels = (await db().select({ label: auditEvents.actorLabel }).from(auditEvents).where(eq(auditEvents.action, 'staff_member.activate')).orderBy(desc(auditEvents.id))).map((e) => e.label);
    for (const { name } of named) expect(labels).toContain(name);

    const res = await injectOp(app, 'exportAuditEvents', { token: admin.token, query: { action: 'staff_member.activate' } });
    expect(res.statusCode).toBe(200);
    expect(named.filter(({ name }) => expectWritten(res.body, name))).toHaveLength(named.length - 2);
    expect(formulaFields(res.body)).toEqual([]);
  });

  it("a hub's name: the books CSV (console download, and `ops books:day --csv` on PostgreSQL) writes it neutralised", async () => {
    const loc = await addLocation(db(), `CSV ${kind} ${process.pid}`, setUp);
    if (loc === TAKEN) throw new Error('location taken');
    const customer = await signedIn(app);
    const card = `CSV${Date.now().toString(36).toUpperCase()}`.slice(0, 19);
    await addCards(db(), [card], clock.now(), setUp);
    await linkCard(db(), customer.user.id, card, clock.now());
    await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: 10_000_000, type: '+', detail: 'Test credit', remark: 'correction', cause: { kind: 'test', id: null }, trx: newTrx() }));
    const hubs: number[] = [];
    for (const [i, name] of NAMES.entries()) {
      // A hub name is unique in its location, and a name is trimmed: the number keeps `   =1+1` apart from `=1+1`.
      const made = await injectOp(app, 'createStaffHub', { token: admin.token, body: { location_id: loc.id, name: `${name} ${i}` } });
      expect(made.statusCode, `${JSON.stringify(name)}: ${made.body}`).toBe(refusedAtTheDoor(name) ? 422 : 201);
      if (refusedAtTheDoor(name)) continue;
      const hub = dataOf('createStaffHub', made).id;
      hubs.push(hub);
      expect((await injectOp(app, 'addStaffMachine', { token: admin.token, params: { hub }, body: { code: 'W1', kind: 'washer', price: 100 } })).statusCode).toBe(201);
      const { key } = dataOf('issueStaffHubKey', await injectOp(app, 'issueStaffHubKey', { token: admin.token, params: { hub }, body: {} }));
      const charged = await injectOp(app, 'chargeCard', { token: key, body: { card_number: card, machine: 'W1', cycle_id: `CSV-${kind}-${i}` } });
      expect(charged.statusCode, charged.body).toBe(201);
    }
    const named = await db().select({ name: serviceCenters.name }).from(serviceCenters).where(inArray(serviceCenters.id, hubs));
    expect(named).toHaveLength(hubs.length);

    const day = lagosDay(clock.now());
    const res = await injectOp(app, 'exportStaffBooks', { token: finance.token, query: { period: day } });
    expect(res.statusCode).toBe(200);
    // Every formula payload neutralised, and "-500.00 <n> (net)" too (text that starts with a minus); "0 <n> (net)" runs nothing.
    expect(named.filter(({ name }) => expectWritten(res.body, name, (s) => `${s} (net)`))).toHaveLength(named.length - 1);
    expect(formulaFields(res.body)).toEqual([]);

    const url = (app.ctx.database as { url?: string }).url;
    if (kind === 'postgresql' && url) {
      const ops = await runOps(['books:day', day, '--csv'], { DATABASE_URL: url });
      expect(ops.stdout.split('\r\n')[0], ops.stderr).toBe('section,item,count,amount_ngn');
      for (const { name } of named) expectWritten(ops.stdout, name, (s) => `${s} (net)`);
      expect(formulaFields(ops.stdout)).toEqual([]);
    }
  });

  it("a transaction's details: the customer's statement CSV writes them neutralised; amounts stay numbers", async () => {
    const customer = await signedIn(app);
    await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: 5_000_000, type: '+', detail: 'Opening credit', remark: 'correction', cause: { kind: 'test', id: null }, trx: newTrx() }));
    const details = [...FORMULA_PAYLOADS, ...PLAIN_NUMBERS];
    for (const detail of details) {
      await db().transaction((tx) => post(tx, { userId: customer.user.id, amount: 100, type: '-', detail, remark: 'hub_charge', cause: { kind: 'test', id: null }, trx: newTrx() }));
    }
    const day = lagosDay(new Date());
    const res = await injectOp(app, 'downloadStatement', { token: customer.token, query: { from: day, to: day } });
    expect(res.statusCode).toBe(200);
    expect(details.filter((detail) => expectWritten(res.body, detail))).toEqual(FORMULA_PAYLOADS);
    expect(formulaFields(res.body)).toEqual([]);
    // The figures are still figures: Amount "1.00", Type "-", Post balance a plain number.
    const last = parseCsv(res.body).at(-1)!;
    expect(last.slice(3, 7)).toEqual(['1.00', '0.00', '-', expect.stringMatching(/^\d+\.\d{2}$/)]);
  });
});
