import pg from 'pg';
import { expect } from 'vitest';
import { newCardNumbers } from '#server/lib/cards-hubs/card-numbers';
import { runOps } from '#server/testing/ops.js';
import { postgresReachable } from '#server/testing/test-support.js';
import { startGatedServer } from '../support/processes';
import { expectStatus, randomToken, type accountsVia } from './accounts';
import { freshPostgres, opsOn, STAFF_PASSWORD, staffMember, totp } from './staff';
import type { Gate } from './gate';

/**
 * The contract gate's journey of cards and hubs with an operator (tests/contract/journeys.test.ts runs it, so that its
 * answers count in that file's coverage table): a server on a fresh PostgreSQL database beside the ops commands — link
 * (200; 409), balance request (201; 409), charge (201; retry; 402; 409 frozen; 404; 401 revoked), machines (200), viewer;
 * staff from staff:invite: set-up, sign-in, me, team, support desk and audit log, management cards, customers, cards,
 * deposits and overview, money back, books, suspense and reconciliation, logout.
 */
export async function operatorJourney(gate: Gate, { person, stamp }: ReturnType<typeof accountsVia>): Promise<void> {
  // After the relay's test: starting a third server (and the ops processes) while the relay still starts slowed it
  // past its 30 s on a loaded machine.
  expect(await postgresReachable(), 'PostgreSQL is needed for this journey (ops commands run beside the server)').toBe(true);
  // A fresh, empty database: the server migrates and seeds it on start; the ops commands open it beside the server.
  const database = await freshPostgres('elaundry_gate');
  const url = database.url;
  // PAYSTACK_DVA_VALIDATION: this server's Paystack business validates customers first (ADR 061; the journey below).
  const pgServer = await startGatedServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '1000', PAYSTACK_DVA_VALIDATION: '1' });
  const via = pgServer.prism.url;
  const call = (operationId: string, input: Parameters<typeof gate.call>[1] = {}) => gate.call(operationId, { ...input, via });
  const ops = opsOn(url);
  try {
    const account = async () => {
      const body = person();
      expectStatus(await call('registerUser', { body }), 201);
      let code: string | undefined;
      for (let i = 0; i < 75 && !code; i++) {
        const box = await call('listDevMailbox', { query: { to: body.email } });
        code = /verification code is (\d{6})/.exec((box.body.data as { subject: string }[])[0]?.subject ?? '')?.[1];
        if (!code) await new Promise((r) => setTimeout(r, 200));
      }
      const verified = await call('verifyOtp', { body: { email: body.email, otp: code! } });
      expectStatus(verified, 200);
      return verified.body.data.token as string;
    };
    const [alice, bob] = [await account(), await account()];

    // Top-up by bank transfer where Paystack validates the customer first (ADR 061): the form's fields are the
    // server's own 422 (each named), then the identity goes to Validate Customer and the account is validating.
    expect((await call('getVirtualAccount', { token: bob })).body.data).toMatchObject({ status: 'none', requires_identity: true });
    const noIdentity = await call('requestVirtualAccount', { token: bob, body: {} });
    expectStatus(noIdentity, 422);
    expect(Object.keys(noIdentity.body.error).sort()).toEqual(['account_number', 'bank_code', 'bvn']);
    expectStatus(await call('requestVirtualAccount', { token: bob, body: { bvn: '22212345678', account_number: '0123456789', bank_code: '999' } }), 422);
    const validating = await call('requestVirtualAccount', { token: bob, body: { bvn: '22212345678', account_number: '0123456789', bank_code: '044' } });
    expectStatus(validating, 200);
    expect(validating.body.data).toMatchObject({ status: 'validating', identity_account: 'Access Bank, account ending 6789' });
    const [n1, n2] = [`GATE${stamp}`.toUpperCase().slice(0, 15) + '0001', `GATE${stamp}`.toUpperCase().slice(0, 15) + '0002'];
    await ops('card:add', n1, n2);
    const key = (await ops('hub:key:issue', 'UNIPORT Choba Hub')).split('\n').at(-1)!;
    expect(key).toMatch(/^hub_/);

    const linked = await call('linkCard', { token: alice, body: { card_number: n1 } });
    expectStatus(linked, 200);
    // Alice's card answers Bob like an unknown number (issue 23 item 5).
    const taken = await call('linkCard', { token: bob, body: { card_number: n1 } });
    expectStatus(taken, 404);
    expect(taken.body).toEqual((await call('linkCard', { token: bob, body: { card_number: `${n1.slice(0, -4)}9999` } })).body);
    expectStatus(await call('getCurrentCard', { token: alice }), 200);
    // With an active card, a card request is a 409.
    const locs = await call('listCardLocations', { token: alice });
    const ph = (locs.body.data as { id: number; name: string }[]).find((l) => l.name === 'Port Harcourt')!;
    const centres = await call('listServiceCenters', { token: alice, params: { locationId: ph.id } });
    const where = { location_id: ph.id, service_center_id: (centres.body.data as { id: number; name: string }[]).find((c) => c.name === 'UNIPORT Choba Hub')!.id };
    expectStatus(await call('requestCard', { token: alice, body: { ...where, gateway: 'balance' } }), 409);

    // The hub: a charge on an empty balance is 402; machines report; an unknown machine is 404.
    expectStatus(await call('chargeCard', { token: key, body: { card_number: n1, machine: 'W3', cycle_id: 'gate-1' } }), 402);
    expectStatus(await call('chargeCard', { token: key, body: { card_number: n1, machine: 'W9', cycle_id: 'gate-2' } }), 404);
    expectStatus(await call('chargeCard', { token: randomToken(), body: { card_number: n1, machine: 'W3', cycle_id: 'gate-3' } }), 401);
    const report = await call('reportMachines', { token: key, body: { machines: [{ code: 'W3', state: 'in_use', minutes_left: 40 }] } });
    expectStatus(report, 200);
    expectStatus(await call('reportMachines', { token: randomToken(), body: { machines: [{ code: 'W3', state: 'free' }] } }), 401);
    const viewer = await call('listHubs', { token: alice, query: { location_id: String(ph.id) } });
    expectStatus(viewer, 200);
    expect(JSON.stringify(viewer.body.data)).toContain('"minutes_left":40');

    // Bob pays a card request from his balance (credited by a top-up through the sandbox), links n2, and the hub charges it.
    const topUp = await call('initiateDeposit', { token: bob, body: { method_code: 'paystack', amount: 5000 } });
    expectStatus(topUp, 201);
    expect((await fetch(`${topUp.body.data.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expectStatus(await call('getPaymentOutcome', { token: bob, query: { reference: topUp.body.data.reference } }), 200);
    const paid = await call('requestCard', { token: bob, body: { ...where, gateway: 'balance' } });
    expectStatus(paid, 201);
    expect(paid.body.data.payment_status).toBe('Success');
    expectStatus(await call('linkCard', { token: bob, body: { card_number: n2 } }), 200);
    const charged = await call('chargeCard', { token: key, body: { card_number: n2, machine: 'W3', cycle_id: 'gate-4' } });
    expectStatus(charged, 201);
    expect(charged.body.data).toMatchObject({ amount: '500.00', balance: '1000.00', detail: 'Wash — UNIPORT Choba Hub, machine W3' });
    const retry = await call('chargeCard', { token: key, body: { card_number: n2, machine: 'W3', cycle_id: 'gate-4' } });
    expectStatus(retry, 201);
    expect(retry.body).toEqual(charged.body);
    // The cycle did not run (ADR 050): the hub reports it, the charge is reversed once (201, then 200 with the same
    // reversal); a refused cycle, an unknown one, a bad key are refused. A second charge stays for staff.
    const failed = await call('reportFailedCycle', { token: key, body: { cycle_id: 'gate-4', reason_code: 'machine_fault', reason: 'E21' } });
    expectStatus(failed, 201);
    expect(failed.body.data).toMatchObject({ cycle_id: 'gate-4', amount: '500.00', charge_trx: charged.body.data.trx, status: 'done' });
    const reported = await call('reportFailedCycle', { token: key, body: { cycle_id: 'gate-4' } });
    expectStatus(reported, 200);
    expect(reported.body.data).toEqual(failed.body.data);
    expect((await call('reportFailedCycle', { token: key, body: { cycle_id: 'gate-1' } })).body.reason).toBe('charge_not_reversible');
    expectStatus(await call('reportFailedCycle', { token: key, body: { cycle_id: 'gate-none' } }), 404);
    expectStatus(await call('reportFailedCycle', { token: randomToken(), body: { cycle_id: 'gate-4' } }), 401);
    const forStaff = await call('chargeCard', { token: key, body: { card_number: n2, machine: 'W3', cycle_id: 'gate-4b' } });
    expectStatus(forStaff, 201);
    expect(forStaff.body.data.balance).toBe('1000.00');
    // Above the machine's limit per cycle: 422 amount_above_limit in the contract's shape (issue 23 item 4).
    const over = await call('chargeCard', { token: key, body: { card_number: n2, machine: 'W3', cycle_id: 'gate-over', amount: 100_000 } });
    expectStatus(over, 422);
    expect(over.body).toMatchObject({ reason: 'amount_above_limit', error: { amount: [over.body.message] } });
    expectStatus(await call('freezeCard', { token: bob }), 200);
    const frozen = await call('chargeCard', { token: key, body: { card_number: n2, machine: 'W3', cycle_id: 'gate-5' } });
    expectStatus(frozen, 409);
    expect(frozen.body.reason).toBe('card_frozen');
    await ops('hub:key:revoke', 'UNIPORT Choba Hub');
    expectStatus(await call('chargeCard', { token: key, body: { card_number: n1, machine: 'W3', cycle_id: 'gate-6' } }), 401);
    expect((await runOps(['ledger:check'], { DATABASE_URL: url })).code).toBe(0);

    // Staff (issue 24): the first admin from the command, set-up, sign-in with the code, the team operations.
    expectStatus(await call('openStaffInvite', { body: { token: `inv_${'0'.repeat(64)}` } }), 404);
    expectStatus(await call('staffLogin', { body: { email: `nobody.${stamp}@e-laundry.ng`, password: STAFF_PASSWORD } }), 401);
    expectStatus(await call('staffLoginTwoFactor', { body: { challenge: 'tfa_unknown', code: '123456' } }), 401);
    const owner = await staffMember(call, ops, `owner.${stamp}@e-laundry.ng`, 'admin');
    const agent = await staffMember(call, ops, `agent.${stamp}@e-laundry.ng`, 'support');
    expectStatus(await call('getStaffMe', { token: owner.token }), 200);
    expectStatus(await call('getStaffMe', { token: alice }), 401);
    expectStatus(await call('listStaffMembers', { token: owner.token }), 200);
    expectStatus(await call('listStaffMembers', { token: agent.token }), 403);
    expectStatus(await call('inviteStaffMember', { token: owner.token, body: { email: `cards.${stamp}@e-laundry.ng`, roles: ['fulfilment'] } }), 201);
    expectStatus(await call('inviteStaffMember', { token: owner.token, body: { email: `agent.${stamp}@e-laundry.ng`, roles: ['support'] } }), 409);
    expectStatus(await call('inviteStaffMember', { token: agent.token, body: { email: `x.${stamp}@e-laundry.ng`, roles: ['support'] } }), 403);
    expectStatus(await call('updateStaffMember', { token: owner.token, params: { id: agent.id }, body: { roles: ['support', 'fulfilment'], reason: 'Card desk' } }), 200);
    expectStatus(await call('updateStaffMember', { token: owner.token, params: { id: 999_999 }, body: { roles: ['support'] } }), 404);
    expectStatus(await call('updateStaffMember', { token: owner.token, params: { id: owner.id }, body: { roles: ['support'] } }), 409);
    // Hubs (ADR 047): every role reads, admins change; a key shown once works, rotation and revocation refuse it.
    const hubList = await call('listStaffHubs', { token: agent.token });
    expectStatus(hubList, 200);
    const chobaHub = (hubList.body.data as { id: number; name: string }[]).find((h) => h.name === 'UNIPORT Choba Hub')!;
    expectStatus(await call('listStaffHubs', { token: bob }), 401);
    // The pickers' list of places (every role, within scope).
    const places = await call('listStaffServiceCentres', { token: agent.token });
    expectStatus(places, 200);
    expect((places.body.data as { name: string }[]).map((c) => c.name)).toContain('UNIPORT Choba Hub');
    expectStatus(await call('listStaffServiceCentres', { token: bob }), 401);
    expectStatus(await call('getStaffHub', { token: agent.token, params: { hub: chobaHub.id } }), 200);
    expectStatus(await call('getStaffHub', { token: owner.token, params: { hub: 999_999 } }), 404);
    expectStatus(await call('listStaffHubCharges', { token: agent.token, params: { hub: chobaHub.id } }), 200);
    expectStatus(await call('listStaffHubCharges', { token: owner.token, params: { hub: chobaHub.id }, query: { from: '2026-12-01', to: '2026-11-01' } }), 422);
    expectStatus(await call('listStaffHubAlerts', { token: owner.token, params: { hub: chobaHub.id } }), 200);
    expectStatus(await call('updateStaffMachine', { token: owner.token, params: { hub: chobaHub.id, code: 'W3' }, body: { max_charge: 1000, reason: 'Long programme' } }), 200);
    expectStatus(await call('updateStaffMachine', { token: agent.token, params: { hub: chobaHub.id, code: 'W3' }, body: { price: 1 } }), 403);
    expectStatus(await call('updateStaffMachine', { token: owner.token, params: { hub: chobaHub.id, code: 'X9' }, body: { price: 1 } }), 404);
    const hubKey = await call('issueStaffHubKey', { token: owner.token, params: { hub: chobaHub.id }, body: { reason: 'Gate' } });
    expectStatus(hubKey, 201);
    expect(hubKey.headers.get('cache-control')).toBe('no-store');
    const staffKey = hubKey.body.data.key as string;
    expect((await call('chargeCard', { token: staffKey, body: { card_number: n1, machine: 'W3', cycle_id: 'gate-staff-1' } })).status).not.toBe(401);
    const rotated = await call('rotateStaffHubKey', { token: owner.token, params: { hub: chobaHub.id }, body: {} });
    expectStatus(rotated, 201);
    expectStatus(await call('chargeCard', { token: staffKey, body: { card_number: n1, machine: 'W3', cycle_id: 'gate-staff-2' } }), 401);
    expectStatus(await call('revokeStaffHubKey', { token: owner.token, params: { hub: chobaHub.id, key: rotated.body.data.id }, body: { reason: 'Gate' } }), 200);
    expectStatus(await call('revokeStaffHubKey', { token: owner.token, params: { hub: chobaHub.id, key: rotated.body.data.id }, body: {} }), 409);
    const place = await call('createStaffLocation', { token: owner.token, body: { name: `Gate Town ${stamp}` } });
    expectStatus(place, 201);
    expectStatus(await call('createStaffLocation', { token: owner.token, body: { name: `Gate Town ${stamp}` } }), 409);
    const newHub = await call('createStaffHub', { token: owner.token, body: { location_id: place.body.data.id, name: 'Gate Hub', address: '1 Gate Road' } });
    expectStatus(newHub, 201);
    expectStatus(await call('createStaffHub', { token: owner.token, body: { location_id: 999_999, name: 'Nowhere' } }), 404);
    expectStatus(await call('addStaffMachine', { token: owner.token, params: { hub: newHub.body.data.id }, body: { code: 'W1', kind: 'washer', price: 500 } }), 201);
    expectStatus(await call('addStaffMachine', { token: owner.token, params: { hub: newHub.body.data.id }, body: { code: 'W1', kind: 'washer', price: 500 } }), 409);
    // The support desk and the audit log (ADR 043): bob's ticket with a GIF (ASCII-only bytes: Prism re-encodes
    // multipart bodies as text), the agent's queue, ticket, attachment, reply with a PDF, assign, close; the log.
    const deskForm = (fields: Record<string, string>, files: [string, string, Buffer, string][] = []) => {
      const data = new FormData();
      for (const [field, value] of Object.entries(fields)) data.append(field, value);
      for (const [field, filename, bytes, type] of files) data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
      return data;
    };
    const deskGif = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]);
    const deskPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const opened = await call('createTicket', {
      token: bob,
      form: deskForm({ subject: 'Card charged twice at W3', priority: 'High', message: 'Two charges for one wash.' }, [['attachments', 'w3.gif', deskGif, 'image/gif']]),
    });
    expectStatus(opened, 201);
    const deskTicket = opened.body.data.ticket as string;
    const queue = await call('listStaffTickets', { token: agent.token, query: { status: 'open', assignee: 'unassigned', q: deskTicket } });
    expectStatus(queue, 200);
    expect(queue.body.data.map((t: { ticket: string }) => t.ticket)).toEqual([deskTicket]);
    expectStatus(await call('listStaffTickets', { token: bob }), 401);
    expectStatus(await call('listStaffTickets', { token: owner.token, query: { sort: 'newest' } }), 200);
    const deskView = await call('getStaffTicket', { token: agent.token, params: { ticket: deskTicket } });
    expectStatus(deskView, 200);
    const [deskFile] = deskView.body.data.ticket.messages[0].attachments as { id: number }[];
    expectStatus(await call('getStaffTicket', { token: agent.token, params: { ticket: deskTicket === '000000' ? '000001' : '000000' } }), 404);
    expectStatus(await call('downloadStaffTicketAttachment', { token: agent.token, params: { ticket: deskTicket, id: deskFile!.id } }), 200);
    expectStatus(await call('downloadStaffTicketAttachment', { token: agent.token, params: { ticket: deskTicket, id: 999_999 } }), 404);
    expectStatus(
      await call('replyStaffTicket', { token: agent.token, params: { ticket: deskTicket }, form: deskForm({ message: 'We refunded the second charge.' }, [['file[]', 'refund.pdf', deskPdf, 'application/pdf']]) }),
      200,
    );
    expectStatus(await call('replyStaffTicket', { token: agent.token, params: { ticket: deskTicket }, form: deskForm({ message: 'See file' }, [['file[]', 'refund.pdf', Buffer.from('#!/bin/sh\necho owned\n'), 'application/pdf']]) }), 422);
    expectStatus(await call('assignStaffTicket', { token: agent.token, params: { ticket: deskTicket }, body: { assignee_id: agent.id, reason: 'Mine' } }), 200);
    expectStatus(await call('assignStaffTicket', { token: agent.token, params: { ticket: deskTicket }, body: { assignee_id: 999_999 } }), 422);
    expectStatus(await call('assignStaffTicket', { token: agent.token, params: { ticket: deskTicket === '000000' ? '000001' : '000000' }, body: { assignee_id: null } }), 404);
    expectStatus(await call('closeStaffTicket', { token: agent.token, params: { ticket: deskTicket } }), 200);
    expectStatus(await call('closeStaffTicket', { token: agent.token, params: { ticket: deskTicket === '000000' ? '000001' : '000000' } }), 404);
    expectStatus(await call('replyStaffTicket', { token: agent.token, params: { ticket: deskTicket }, form: deskForm({ message: 'More' }) }), 409);
    const log = await call('listAuditEvents', { token: owner.token, query: { actor_kind: 'staff', actor_id: String(agent.id), target_kind: 'ticket' } });
    expectStatus(log, 200);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(['ticket.close', 'ticket.assign', 'ticket.reply']);
    expectStatus(await call('listAuditEvents', { token: agent.token }), 403);
    expectStatus(await call('listAuditEvents', { token: owner.token, query: { from: '2026-12-01T00:00:00Z', to: '2026-11-01T00:00:00Z' } }), 422);
    const auditCsv = await call('exportAuditEvents', { token: owner.token, query: { target_kind: 'ticket' } });
    expectStatus(auditCsv, 200);
    expectStatus(await call('exportAuditEvents', { token: agent.token }), 403);
    expectStatus(await call('exportAuditEvents', { token: owner.token, query: { from: '2026-12-01T00:00:00Z', to: '2026-11-01T00:00:00Z' } }), 422);
    // Management cards (ADR 046): a card the operator added, issued by the admin; a free start (201 management), the
    // refusals at another hub and once revoked (409); hubs, starts, revoke (roles: permissions.test.ts).
    const mgmtNumber = `MG${stamp}`.toUpperCase().slice(0, 15) + '0001';
    await ops('card:add', mgmtNumber);
    const mgmtKey = (await ops('hub:key:issue', 'UNIPORT Choba Hub')).split('\n').at(-1)!;
    const choba = where.service_center_id;
    const rumuola = (centres.body.data as { id: number; name: string }[]).find((c) => c.name === 'Rumuola Hostels Hub')!.id;
    const mgmtBody = { attendant_name: 'Gate attendant', service_center_ids: [choba], card_number: mgmtNumber };
    const issuedCard = await call('issueManagementCard', { token: owner.token, body: mgmtBody });
    expectStatus(issuedCard, 201);
    const mgmtId = issuedCard.body.data.id as number;
    expectStatus(await call('issueManagementCard', { token: owner.token, body: mgmtBody }), 409);
    expectStatus(await call('issueManagementCard', { token: owner.token, body: { attendant_name: 'Nobody', service_center_ids: [999_999] } }), 422);
    const freeStart = await call('chargeCard', { token: mgmtKey, body: { card_number: mgmtNumber, machine: 'W3', cycle_id: 'gate-mgmt-1' } });
    expectStatus(freeStart, 201);
    expect(freeStart.body.data).toMatchObject({ management: true, balance: '0.00', amount: '500.00' });
    expectStatus(await call('listManagementCards', { token: owner.token, query: { status: 'active' } }), 200);
    // The agent holds fulfilment since the roles change above: they list and revoke as a card desk does.
    expectStatus(await call('listManagementCards', { token: agent.token }), 200);
    expectStatus(await call('updateManagementCard', { token: owner.token, params: { id: mgmtId }, body: { service_center_ids: [rumuola], reason: 'Moved' } }), 200);
    expectStatus(await call('updateManagementCard', { token: owner.token, params: { id: 999_999 }, body: { service_center_ids: [rumuola] } }), 404);
    expectStatus(await call('chargeCard', { token: mgmtKey, body: { card_number: mgmtNumber, machine: 'W3', cycle_id: 'gate-mgmt-2' } }), 409);
    expectStatus(await call('listManagementCardStarts', { token: owner.token, params: { id: mgmtId } }), 200);
    expectStatus(await call('listManagementCardStarts', { token: owner.token, params: { id: 999_999 } }), 404);
    expectStatus(await call('revokeManagementCard', { token: agent.token, params: { id: mgmtId }, body: { reason: 'Lost' } }), 200);
    expectStatus(await call('revokeManagementCard', { token: owner.token, params: { id: mgmtId }, body: { reason: 'Lost' } }), 409);
    expectStatus(await call('updateManagementCard', { token: owner.token, params: { id: mgmtId }, body: { service_center_ids: [choba] } }), 409);
    expectStatus(await call('revokeManagementCard', { token: owner.token, params: { id: 999_999 }, body: { reason: 'Lost' } }), 404);
    // The Customers section (ADR 044): bob found by his card serial as printed, his page and each list, 404s; his
    // two-factor turned on and reset by support (he is e-mailed), then every session of his ended (his token: 401).
    const found = await call('searchStaffCustomers', { token: agent.token, query: { q: n2.replace(/(.{4})/g, '$1 ').trim() } });
    expectStatus(found, 200);
    expect(found.body.data).toHaveLength(1);
    const bobId = found.body.data[0].id as number;
    expectStatus(await call('searchStaffCustomers', { token: owner.token }), 200);
    expectStatus(await call('searchStaffCustomers', { token: bob }), 401);
    for (const operationId of ['getStaffCustomer', 'listStaffCustomerTransactions', 'listStaffCustomerDeposits', 'listStaffCustomerCardRequests', 'listStaffCustomerTickets', 'listStaffCustomerReferrals', 'listStaffCustomerSessions']) {
      expectStatus(await call(operationId, { token: agent.token, params: { id: bobId } }), 200);
      expectStatus(await call(operationId, { token: agent.token, params: { id: 999_999 } }), 404);
    }
    // Staff reverse bob's second charge from his transactions (ADR 050): once (201, then 200); unknown 404.
    const bobLines = await call('listStaffCustomerTransactions', { token: agent.token, params: { id: bobId } });
    const open = (bobLines.body.data as { trx: string; hub_charge_id: number; reversed?: boolean }[]).find((t) => t.trx === forStaff.body.data.trx)!;
    expect(open).toMatchObject({ reversed: false });
    expectStatus(await call('reverseStaffHubCharge', { token: agent.token, params: { id: open.hub_charge_id }, body: { reason: 'W3 stopped before filling' } }), 201);
    expectStatus(await call('reverseStaffHubCharge', { token: owner.token, params: { id: open.hub_charge_id }, body: { reason: 'Again' } }), 200);
    expectStatus(await call('reverseStaffHubCharge', { token: agent.token, params: { id: 999_999 }, body: { reason: 'W3 stopped' } }), 404);
    expectStatus(await call('reverseStaffHubCharge', { token: bob, params: { id: open.hub_charge_id }, body: { reason: 'Mine' } }), 401);
    const bobSetup = await call('getTwoFactorSetup', { token: bob });
    expectStatus(bobSetup, 200);
    expectStatus(await call('enableTwoFactor', { token: bob, body: { code: totp(bobSetup.body.data.secret as string)(0) } }), 200);
    expectStatus(await call('resetStaffCustomerTwoFactor', { token: agent.token, params: { id: bobId }, body: { reason: 'Lost phone; identity checked' } }), 200);
    expectStatus(await call('resetStaffCustomerTwoFactor', { token: agent.token, params: { id: bobId }, body: { reason: 'Again' } }), 409);
    // An admin closes a customer's account on their written request (ADR 054): support may not (403); unknown 404;
    // then 200 with the pseudonym, and a second closure 409.
    const leaving = await account();
    const leavingId = (await call('getMe', { token: leaving })).body.data.id as number;
    const closing = { reason: 'Signed letter of 27 November 2026' };
    expectStatus(await call('closeStaffCustomer', { token: agent.token, params: { id: leavingId }, body: closing }), 403);
    expectStatus(await call('closeStaffCustomer', { token: owner.token, params: { id: 999_999 }, body: closing }), 404);
    const closedByStaff = await call('closeStaffCustomer', { token: owner.token, params: { id: leavingId }, body: closing });
    expectStatus(closedByStaff, 200);
    expect(closedByStaff.body.data.name).toMatch(/^Closed account C-/);
    expectStatus(await call('closeStaffCustomer', { token: owner.token, params: { id: leavingId }, body: closing }), 409);
    expectStatus(await call('getMe', { token: leaving }), 401);
    expectStatus(await call('revokeStaffCustomerSessions', { token: agent.token, params: { id: 999_999 }, body: { reason: 'Lost phone' } }), 404);
    expectStatus(await call('revokeStaffCustomerSessions', { token: agent.token, params: { id: bobId }, body: { reason: 'Lost phone' } }), 200);
    expectStatus(await call('getMe', { token: bob }), 401); // every session of bob's has ended
    // Cards (ADR 045): the agent (now support and fulfilment) moves Bob's paid request, stocks and imports cards,
    // freezes, unfreezes and replaces a card.
    const cardDesk = await call('listStaffCardRequests', { token: agent.token, query: { stage: 'paid' } });
    expectStatus(cardDesk, 200);
    const requestId = paid.body.data.id as number;
    expect(cardDesk.body.data.map((r: { id: number }) => r.id)).toContain(requestId);
    expectStatus(await call('listStaffCardRequests', { token: bob }), 401);
    expectStatus(await call('getStaffCardRequest', { token: agent.token, params: { id: requestId } }), 200);
    expectStatus(await call('getStaffCardRequest', { token: agent.token, params: { id: 999_999 } }), 404);
    expectStatus(await call('advanceStaffCardRequest', { token: agent.token, params: { id: requestId }, body: { from: 'paid' } }), 200);
    expectStatus(await call('advanceStaffCardRequest', { token: agent.token, params: { id: requestId }, body: { from: 'paid' } }), 409);
    const [n3, n4] = newCardNumbers(2);
    const stocked = await call('addStaffCards', { token: agent.token, body: { numbers: [n3!, 'ELC-12'] } });
    expectStatus(stocked, 200);
    expect(stocked.body.data).toMatchObject({ added: 1, rejected: [{ line: 2, reason: 'format' }] });
    expectStatus(await call('advanceStaffCardRequest', { token: agent.token, params: { id: requestId }, body: { from: 'preparing', card_number: 'NOSUCH0000001' } }), 422);
    expectStatus(await call('advanceStaffCardRequest', { token: agent.token, params: { id: requestId }, body: { from: 'preparing', card_number: n3! } }), 200);
    const csv = deskForm({}, [['file', 'cards.csv', Buffer.from(`number\r\n${n4}\r\n${n3}\r\n`), 'text/csv']]);
    const imported = await call('importStaffCards', { token: agent.token, form: csv });
    expectStatus(imported, 200);
    expect(imported.body.data).toMatchObject({ lines: 2, added: 1, rejected: [{ line: 3, reason: 'present' }] });
    expectStatus(await call('importStaffCards', { token: agent.token, form: deskForm({}, [['file', 'empty.csv', Buffer.from('\r\n'), 'text/csv']]) }), 422);
    const inventory = await call('listStaffCards', { token: agent.token, query: { q: n3! } });
    expectStatus(inventory, 200);
    const cardId = (inventory.body.data as { id: number }[])[0]!.id;
    expectStatus(await call('freezeStaffCard', { token: agent.token, params: { id: cardId }, body: { reason: 'Reported lost' } }), 200);
    expectStatus(await call('unfreezeStaffCard', { token: agent.token, params: { id: cardId }, body: { reason: 'Found again' } }), 200);
    expectStatus(await call('replaceStaffCard', { token: agent.token, params: { id: cardId }, body: { reason: 'Damaged', card_number: n4! } }), 200);
    expectStatus(await call('freezeStaffCard', { token: agent.token, params: { id: cardId }, body: { reason: 'Retired now' } }), 409);
    expectStatus(await call('unfreezeStaffCard', { token: agent.token, params: { id: 999_999 }, body: { reason: 'Nothing' } }), 404);
    expectStatus(await call('replaceStaffCard', { token: owner.token, params: { id: cardId }, body: { reason: 'Again' } }), 409);
    expect((await runOps(['ledger:check'], { DATABASE_URL: url })).code).toBe(0);
    // Deposits and the overview (ADR 048): bob's credited top-up and alice's pending one (bob's sessions ended above),
    // found, read and re-verified.
    const pendingTopUp = await call('initiateDeposit', { token: alice, body: { method_code: 'flutterwave', amount: 1000 } });
    expectStatus(pendingTopUp, 201);
    const credited = await call('listStaffDeposits', { token: owner.token, query: { reference: topUp.body.data.reference, status: 'Success', from: '2026-01-01' } });
    expectStatus(credited, 200);
    const creditedId = credited.body.data[0].id as number;
    const pendingList = await call('listStaffDeposits', { token: owner.token, query: { reference: pendingTopUp.body.data.reference } });
    expectStatus(pendingList, 200);
    const pendingId = pendingList.body.data[0].id as number;
    expectStatus(await call('listStaffDeposits', { token: agent.token }), 403);
    expectStatus(await call('listStaffDeposits', { token: owner.token, query: { from: '2026-12-02', to: '2026-12-01' } }), 422);
    expectStatus(await call('getStaffDeposit', { token: owner.token, params: { id: creditedId } }), 200);
    expectStatus(await call('getStaffDeposit', { token: owner.token, params: { id: 999_999 } }), 404);
    expectStatus(await call('reverifyStaffDeposit', { token: owner.token, params: { id: pendingId } }), 200);
    expectStatus(await call('reverifyStaffDeposit', { token: owner.token, params: { id: creditedId } }), 409);
    expectStatus(await call('reverifyStaffDeposit', { token: owner.token, params: { id: 999_999 } }), 404);
    // Money back (ADR 051): bob's credit above the threshold waits; its requester may not approve it (403); a finance
    // member approves it once (409 after); a held debit is rejected with a reason; replays answer the first request.
    const cashier = await staffMember(call, ops, `cashier.${stamp}@e-laundry.ng`, 'finance', 'Gate cashier');
    const adjustment = (direction: string, amount: number) => ({ direction, amount, reason: 'Machine W3 took two payments' });
    const adjustKey = (key: string) => ({ 'idempotency-key': `gate-${key}-${stamp}` });
    const waiting = await call('createStaffAdjustment', { token: owner.token, params: { id: bobId }, headers: adjustKey('adj-1'), body: adjustment('credit', 25000) });
    expectStatus(waiting, 201);
    const waitingRef = waiting.body.data.reference as string;
    expectStatus(await call('createStaffAdjustment', { token: owner.token, params: { id: bobId }, headers: adjustKey('adj-1'), body: adjustment('credit', 25000) }), 200);
    expectStatus(await call('createStaffAdjustment', { token: owner.token, params: { id: bobId }, headers: adjustKey('adj-6'), body: { ...adjustment('credit', 5), ticket: '999999' } }), 422);
    expectStatus(await call('createStaffAdjustment', { token: owner.token, params: { id: 999_999 }, headers: adjustKey('adj-2'), body: adjustment('credit', 5) }), 404);
    expectStatus(await call('createStaffAdjustment', { token: cashier.token, params: { id: bobId }, headers: adjustKey('adj-3'), body: adjustment('debit', 999_999) }), 409);
    expectStatus(await call('createStaffAdjustment', { token: agent.token, params: { id: bobId }, headers: adjustKey('adj-4'), body: adjustment('credit', 5) }), 403);
    expectStatus(await call('listStaffMoneyBacks', { token: cashier.token, query: { status: 'awaiting_approval', kind: 'adjustment' } }), 200);
    expectStatus(await call('listStaffMoneyBacks', { token: agent.token }), 403);
    expectStatus(await call('getStaffMoneyBack', { token: cashier.token, params: { reference: waitingRef } }), 200);
    expectStatus(await call('getStaffMoneyBack', { token: cashier.token, params: { reference: 'ADJ-20990101-NOSUCH00' } }), 404);
    expectStatus(await call('approveStaffMoneyBack', { token: owner.token, params: { reference: waitingRef } }), 403);
    expectStatus(await call('approveStaffMoneyBack', { token: cashier.token, params: { reference: waitingRef } }), 200);
    expectStatus(await call('approveStaffMoneyBack', { token: cashier.token, params: { reference: waitingRef } }), 409);
    expectStatus(await call('approveStaffMoneyBack', { token: cashier.token, params: { reference: 'ADJ-20990101-NOSUCH00' } }), 404);
    const heldDebit = await call('createStaffAdjustment', { token: owner.token, params: { id: bobId }, headers: adjustKey('adj-5'), body: adjustment('debit', 20001) });
    expectStatus(heldDebit, 201);
    const heldRef = heldDebit.body.data.reference as string;
    expectStatus(await call('rejectStaffMoneyBack', { token: cashier.token, params: { reference: heldRef }, body: { reason: 'No double payment in the log' } }), 200);
    expectStatus(await call('rejectStaffMoneyBack', { token: cashier.token, params: { reference: heldRef }, body: { reason: 'Again' } }), 409);
    expectStatus(await call('rejectStaffMoneyBack', { token: cashier.token, params: { reference: 'ADJ-20990101-NOSUCH00' }, body: { reason: 'x' } }), 404);
    // Refunds through gateways (ADR 052): 500 of bob's credited top-up (his balance is 1,000), replayed by its key,
    // too much, its list, and bank details for a refund that needs none.
    const refundBody = { deposit_reference: topUp.body.data.reference, amount: 500, reason: 'Charged twice' };
    const refundKey = { 'idempotency-key': `journey-${stamp}` };
    const refunded = await call('createStaffRefund', { token: owner.token, headers: refundKey, body: refundBody });
    expectStatus(refunded, 201);
    expectStatus(await call('createStaffRefund', { token: owner.token, headers: refundKey, body: refundBody }), 200);
    expectStatus(await call('createStaffRefund', { token: owner.token, headers: { 'idempotency-key': `journey-${stamp}-2` }, body: { ...refundBody, amount: 5000 } }), 409);
    expectStatus(await call('createStaffRefund', { token: owner.token, headers: { 'idempotency-key': `journey-${stamp}-3` }, body: { ...refundBody, deposit_reference: 'DEP-20990101-NOSUCHXX' } }), 404);
    expectStatus(await call('createStaffRefund', { token: agent.token, headers: refundKey, body: refundBody }), 403);
    expectStatus(await call('listStaffDepositRefunds', { token: owner.token, params: { id: creditedId } }), 200);
    expectStatus(await call('listStaffDepositRefunds', { token: owner.token, params: { id: 999_999 } }), 404);
    const bank = { account_number: '0123456789', bank_code: '058' };
    expectStatus(await call('submitStaffRefundBankAccount', { token: owner.token, params: { reference: refunded.body.data.reference }, body: bank }), 409);
    // The sandbox holds the next refund for the customer's bank account (needs-attention): the account is taken (200).
    const sandboxMode = (mode: string) =>
      fetch(`${new URL(topUp.body.data.redirect_url).origin}/sandbox/refunds/mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
    expect((await sandboxMode('needs-attention')).status).toBe(200);
    const held = await call('createStaffRefund', { token: owner.token, headers: { 'idempotency-key': `journey-${stamp}-4` }, body: { ...refundBody, amount: 200 } });
    expectStatus(held, 201);
    let heldStatus = held.body.data.status as string;
    for (let i = 0; i < 100 && heldStatus !== 'needs_attention'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const listed = await call('listStaffDepositRefunds', { token: owner.token, params: { id: creditedId } });
      heldStatus = (listed.body.data.refunds as { reference: string; status: string }[]).find((r) => r.reference === held.body.data.reference)!.status;
    }
    expect(heldStatus).toBe('needs_attention');
    // Bank details (ADR 070): resolved by the sandbox's Resolve Account Number (an account the bank cannot name: 422),
    // waiting (202) for a member who did not enter them (403 for the owner who did), rejected with a reason and entered
    // again, then approved by the cashier and sent (200) once (409 after).
    const attentionRef = { reference: held.body.data.reference as string };
    expectStatus(await call('submitStaffRefundBankAccount', { token: owner.token, params: attentionRef, body: { account_number: '0987654321', bank_code: '058' } }), 422);
    expectStatus(await call('submitStaffRefundBankAccount', { token: owner.token, params: attentionRef, body: bank }), 202);
    expectStatus(await call('submitStaffRefundBankAccount', { token: cashier.token, params: attentionRef, body: bank }), 409);
    expectStatus(await call('approveStaffRefundBankAccount', { token: owner.token, params: attentionRef }), 403);
    expectStatus(await call('rejectStaffRefundBankAccount', { token: cashier.token, params: attentionRef, body: { reason: 'The customer gave another account' } }), 200);
    expectStatus(await call('rejectStaffRefundBankAccount', { token: cashier.token, params: attentionRef, body: { reason: 'Again' } }), 409);
    expectStatus(await call('approveStaffRefundBankAccount', { token: cashier.token, params: attentionRef }), 409);
    expectStatus(await call('submitStaffRefundBankAccount', { token: owner.token, params: attentionRef, body: bank }), 202);
    expectStatus(await call('approveStaffRefundBankAccount', { token: cashier.token, params: attentionRef }), 200);
    expectStatus(await call('approveStaffRefundBankAccount', { token: cashier.token, params: attentionRef }), 409);
    expectStatus(await call('approveStaffRefundBankAccount', { token: agent.token, params: attentionRef }), 403);
    expectStatus(await call('submitStaffRefundBankAccount', { token: agent.token, params: attentionRef, body: bank }), 403);
    expectStatus(await call('rejectStaffRefundBankAccount', { token: agent.token, params: attentionRef, body: { reason: 'Support may not' } }), 403);
    expect((await sandboxMode('processed')).status).toBe(200);
    expectStatus(await call('submitStaffRefundBankAccount', { token: owner.token, params: { reference: 'RFD-20990101-NOSUCHXX' }, body: bank }), 404);
    expectStatus(await call('approveStaffRefundBankAccount', { token: cashier.token, params: { reference: 'RFD-20990101-NOSUCHXX' } }), 404);
    expectStatus(await call('rejectStaffRefundBankAccount', { token: cashier.token, params: { reference: 'RFD-20990101-NOSUCHXX' }, body: { reason: 'x' } }), 404);
    expect((await runOps(['ledger:check'], { DATABASE_URL: url })).code).toBe(0);
    expectStatus(await call('getStaffOverview', { token: owner.token }), 200);
    expectStatus(await call('getStaffOverview', { token: agent.token }), 200);
    expectStatus(await call('getStaffOverview', { token: bob }), 401);
    // The books, suspense and reconciliation (ADR 053): today's books as JSON and CSV, two unmatched payments (booked
    // into suspense as the settlement does) assigned to bob's account and returned, a reconciliation of today.
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const books = await call('getStaffBooks', { token: owner.token, query: { period: today } });
    expectStatus(books, 200);
    expect(books.body.data.identity.holds).toBe(true);
    expectStatus(await call('getStaffBooks', { token: owner.token, query: { period: today.slice(0, 7) } }), 200);
    expectStatus(await call('getStaffBooks', { token: owner.token, query: { period: '2026-02-30' } }), 422);
    expectStatus(await call('getStaffBooks', { token: agent.token, query: { period: today } }), 403);
    expectStatus(await call('exportStaffBooks', { token: owner.token, query: { period: today } }), 200);
    expectStatus(await call('exportStaffBooks', { token: owner.token, query: { period: '2026-13' } }), 422);
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const items: number[] = [];
    let bobAccount = '';
    try {
      for (const ref of ['gate-s1', 'gate-s2']) {
        const { rows } = await sql.query(`insert into suspense_items (gateway, gateway_ref, amount, currency, reason) values ('paystack', $1, 4200, 'NGN', 'amount mismatch') returning id`, [ref]);
        const id = rows[0].id as number;
        await sql.query(`update suspense_items set journal_id = ledger_post_system('suspense', '+', 4200, 'unmatched', 'suspense', $1, 0, 'gateway_clearing:paystack') where id = $1`, [id]);
        items.push(id);
      }
      bobAccount = (await sql.query(`select account_number from users where id = (select user_id from deposits where reference = $1)`, [topUp.body.data.reference])).rows[0].account_number;
    } finally {
      await sql.end();
    }
    const suspense = await call('listStaffSuspense', { token: owner.token });
    expectStatus(suspense, 200);
    expect(suspense.body.open).toEqual({ count: 2, amount: '84.00' });
    expectStatus(await call('listStaffSuspense', { token: agent.token }), 403);
    expectStatus(await call('assignStaffSuspense', { token: owner.token, params: { id: items[0]! }, body: { account_number: 'NOSUCH', reason: 'Bank statement' } }), 422);
    expectStatus(await call('assignStaffSuspense', { token: owner.token, params: { id: items[0]! }, body: { account_number: bobAccount, reason: 'Bank statement' } }), 200);
    expectStatus(await call('assignStaffSuspense', { token: owner.token, params: { id: items[0]! }, body: { account_number: bobAccount, reason: 'Again' } }), 409);
    expectStatus(await call('assignStaffSuspense', { token: owner.token, params: { id: 999_999 }, body: { account_number: bobAccount, reason: 'Nothing' } }), 404);
    expectStatus(await call('returnStaffSuspense', { token: owner.token, params: { id: items[1]! }, body: { reference: 'RFND-1', reason: 'Payer asked' } }), 200);
    expectStatus(await call('returnStaffSuspense', { token: owner.token, params: { id: items[1]! }, body: { reference: 'RFND-1', reason: 'Payer asked' } }), 409);
    expectStatus(await call('returnStaffSuspense', { token: owner.token, params: { id: 999_999 }, body: { reference: 'R', reason: 'Nothing' } }), 404);
    const run = await call('startStaffReconciliation', { token: owner.token, body: { day: today } });
    expectStatus(run, 200);
    expectStatus(await call('listStaffReconciliations', { token: owner.token }), 200);
    expectStatus(await call('getStaffReconciliation', { token: owner.token, params: { id: run.body.data.run.id } }), 200);
    expectStatus(await call('getStaffReconciliation', { token: owner.token, params: { id: 999_999 } }), 404);
    expect((await runOps(['ledger:check'], { DATABASE_URL: url })).code).toBe(0);
    expectStatus(await call('deactivateStaffMember', { token: owner.token, params: { id: agent.id }, body: { reason: 'Left' } }), 200);
    expectStatus(await call('getStaffMe', { token: agent.token }), 401);
    expectStatus(await call('deactivateStaffMember', { token: owner.token, params: { id: agent.id }, body: {} }), 409);
    expectStatus(await call('staffLogout', { token: owner.token }), 200);
    expectStatus(await call('staffLogout', { token: owner.token }), 401);
  } finally {
    await pgServer.stop();
    await database.drop();
  }
}
