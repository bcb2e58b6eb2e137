import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { deposits, suspenseItems, users, virtualAccounts, type VirtualAccountStatus } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { creditDeposit } from './deposits.js';
import {
  flutterwaveTransferReference,
  GatewayUnavailable,
  VirtualAccountRefused,
  type Gateway,
  type GatewayBank,
  type MethodCode,
  type Verification,
  type WebhookEvent,
} from './gateways.js';
import { lockWallet, newTrx } from '#server/lib/ledger/ledger.js';
import { money, percentOf } from '#server/lib/platform/money.js';
import { newReference, type PaymentServices } from './payments.js';
import { recordSuspense } from './suspense.js';

/**
 * Top-ups by bank transfer to the customer's own account number (docs/decisions/056-bank-transfer-accounts.md).
 *
 * - The account: Paystack's dedicated virtual account (a Paystack customer, then a dedicated account at the preferred
 *   bank; it may be assigned later, by the dedicatedaccount.assign.* events) or Flutterwave's static virtual account
 *   (the customer's BVN required: passed through to the gateway, never stored). One per customer and gateway.
 * - A transfer: the gateway's notification is only a hint. The transfer is VERIFIED with the gateway (its verify call
 *   by the transfer's reference / id); the account it reached and the amount are the verified ones. A verified transfer
 *   to an assigned account becomes a deposit row (channel bank_transfer, its reference the gateway's, unique) inserted
 *   Success together with the ledger credit, the referral commissions and the receipt, in ONE transaction: a replay
 *   (any number, concurrently) hits the unique reference and does nothing. A transfer to an unknown, closed or not yet
 *   assigned account, one whose notification the verification contradicts, or one smaller than the method's charge is
 *   booked to suspense for finance (lib/payments/suspense.ts), once per gateway transaction, never lost.
 */

export const BANK_TRANSFER_OFF = 'Top-up by bank transfer is not offered.';
export const BANK_TRANSFER_UNAVAILABLE = (gateway: string) => `${gateway} is not reachable right now. Please try again in a few minutes.`;
export const BVN_INVALID = 'Enter your 11-digit BVN.';
export const USUAL_TIME = 'A transfer usually arrives within a few minutes; some banks take up to an hour.';
export const BVN_WHY =
  'The bank that issues your account number must link it to your identity (a CBN rule). We pass your BVN to the payment gateway once and do not store it.';

/** Where Paystack validates the customer first (ADR 061): why the form asks, and what is kept of it. */
export const IDENTITY_REASON =
  "Paystack, our payment provider, must confirm with your bank that the account is yours before it can give you an account number. Give the BVN and a bank account in your own name: the names must match the ones on your BVN (your profile's first and last name are sent).";
export const IDENTITY_KEPT =
  "We pass your BVN and account number to Paystack once to check them and do not store them. We keep only the bank's name and the last 4 digits of the account, to show you which one was checked.";
export const ACCOUNT_NUMBER_INVALID = 'Enter your 10-digit account number.';
export const BANK_INVALID = 'Choose your bank from the list.';
/** The customer's words for Paystack's customeridentification.failed (its reason, e.g. "Account number or BVN is incorrect"). */
export const identityFailure = (reason: string | null) =>
  `Your bank could not confirm these details${reason ? `: ${reason.trim().replace(/[.\s]+$/, '')}` : ''}. Check them, and that the names on your profile are the ones on your BVN, then try again.`;

export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

/** The gateway that issues account numbers, when the method is on and that gateway is configured. */
export function transferGateway(s: Pick<PaymentServices, 'config' | 'gateways'>): Gateway | null {
  const { bankTransfer } = s.config;
  if (!bankTransfer.enabled) return null;
  const gateway = s.gateways.get(bankTransfer.gateway);
  return gateway?.createVirtualAccount ? gateway : null;
}

/** Whether the form asks for the customer's BVN (Flutterwave's static accounts need it). */
export const requiresBvn = (gateway: Gateway) => gateway.code === 'flutterwave';

/** Whether Paystack validates the customer (BVN + bank account) before it assigns a number (PAYSTACK_DVA_VALIDATION, ADR 061). */
export const requiresIdentity = (s: Pick<PaymentServices, 'config'>, gateway: Gateway) =>
  gateway.code === 'paystack' && s.config.bankTransfer.paystackValidation && !!gateway.validateCustomer && !!gateway.createCustomer;

/** The method's charge on what arrived (fixed + percent, BANK_TRANSFER_*_CHARGE), taken out of it. */
export const transferChargeOf = (s: Pick<PaymentServices, 'config'>, totalKobo: number) =>
  s.config.bankTransfer.charge.fixedKobo + percentOf(totalKobo, s.config.bankTransfer.charge.percentBp);

/** The contract's BankTransferAccount. */
export function accountView(s: Pick<PaymentServices, 'config'>, gateway: Gateway, row: VirtualAccountRow | null | undefined) {
  // A closed account is no number the customer may use: shown as none (asking again opens a new one).
  const status: Exclude<VirtualAccountStatus, 'closed'> | 'none' = !row || row.status === 'closed' ? 'none' : row.status;
  const assigned = status === 'assigned';
  const identity = requiresIdentity(s, gateway);
  const checked = (status === 'validating' || status === 'failed') && row?.identityAccountLast4 ? `${row.identityBankName ?? 'Your bank'}, account ending ${row.identityAccountLast4}` : null;
  return {
    status,
    gateway: gateway.name,
    bank_name: assigned ? row!.bankName : null,
    account_number: assigned ? row!.accountNumber : null,
    account_name: assigned ? row!.accountName : null,
    failure_reason: status === 'failed' ? row!.failureReason : null,
    requires_bvn: requiresBvn(gateway),
    bvn_reason: requiresBvn(gateway) ? BVN_WHY : null,
    requires_identity: identity,
    identity_reason: identity ? IDENTITY_REASON : null,
    identity_kept: identity ? IDENTITY_KEPT : null,
    identity_account: checked,
    fixed_charge: money(s.config.bankTransfer.charge.fixedKobo),
    percent_charge: s.config.bankTransfer.charge.percentBp / 100,
    usual_time: USUAL_TIME,
  };
}

/** The gateway's bank list, kept an hour per gateway (one object per app: tests' apps do not share it). */
const bankLists = new WeakMap<Gateway, { at: number; banks: GatewayBank[] }>();
const BANK_LIST_MS = 3_600_000;

/** The banks a customer may name (the gateway's list, by name); an older list when the gateway cannot answer now. */
export async function banksOf(gateway: Gateway): Promise<GatewayBank[]> {
  if (!gateway.listBanks) return [];
  const kept = bankLists.get(gateway);
  if (kept && Date.now() - kept.at < BANK_LIST_MS) return kept.banks;
  try {
    const banks = (await gateway.listBanks()).sort((a, b) => a.name.localeCompare(b.name));
    bankLists.set(gateway, { at: Date.now(), banks });
    return banks;
  } catch (err) {
    if (kept) return kept.banks;
    if (err instanceof GatewayUnavailable) throw new ApiError(502, BANK_TRANSFER_UNAVAILABLE(gateway.name));
    throw err;
  }
}

/** listVirtualAccountBanks. 404 when the method is off. */
export async function transferBanks(s: PaymentServices) {
  const gateway = transferGateway(s);
  if (!gateway) throw new ApiError(404, BANK_TRANSFER_OFF);
  return banksOf(gateway);
}

const accountOf = async (s: PaymentServices, userId: number, gateway: Gateway) =>
  (await s.db.select().from(virtualAccounts).where(and(eq(virtualAccounts.userId, userId), eq(virtualAccounts.gateway, gateway.code))))[0] ?? null;

/** getVirtualAccount: the customer's account number, or status none. 404 when the method is off. */
export async function virtualAccountOf(s: PaymentServices, userId: number) {
  const gateway = transferGateway(s);
  if (!gateway) throw new ApiError(404, BANK_TRANSFER_OFF);
  return accountView(s, gateway, await accountOf(s, userId, gateway));
}

/**
 * requestVirtualAccount: asks the gateway for the customer's account number, once at a time (the row is claimed by an
 * insert, or by a conditional update from failed). Already assigned or pending: answered as it is (a pending one is
 * asked about again). Refused by the gateway: the row ends failed with its words (the customer may ask again).
 * Unreachable: 502, the row failed.
 */
export interface VirtualAccountAsk {
  bvn?: string | undefined;
  account_number?: string | undefined;
  bank_code?: string | undefined;
}

export async function requestVirtualAccount(s: PaymentServices, userId: number, input: VirtualAccountAsk, now: Date) {
  const gateway = transferGateway(s);
  if (!gateway) throw new ApiError(404, BANK_TRANSFER_OFF);
  const bvn = input.bvn?.trim();
  const identity = requiresIdentity(s, gateway);
  if (requiresBvn(gateway) && !/^\d{11}$/.test(bvn ?? '')) throw fieldError('bvn', BVN_INVALID);
  let row = await accountOf(s, userId, gateway);
  if (row?.status === 'assigned') return accountView(s, gateway, row);
  if (row?.status === 'pending' && row.gatewayCustomerCode && gateway.fetchVirtualAccount) {
    return accountView(s, gateway, await refreshPending(s, gateway, row, now).catch(() => row));
  }
  // Being validated: asked about again (the number follows once the bank has confirmed the customer).
  if (row?.status === 'validating') return accountView(s, gateway, await refreshValidating(s, gateway, row, now).catch(() => row));
  const checked = identity ? await identityOf(gateway, input) : null;
  // Claim: a new row, or a failed one back to pending. Whoever loses the race answers the row as it is.
  let claimed: VirtualAccountRow | undefined;
  if (!row) {
    [claimed] = await s.db
      .insert(virtualAccounts)
      .values({ userId, gateway: gateway.code, reference: newReference('VA', now), status: 'pending', createdAt: now })
      .onConflictDoNothing()
      .returning();
  } else if (row.status === 'failed' || row.status === 'closed') {
    [claimed] = await s.db
      .update(virtualAccounts)
      .set({ status: 'pending', failureReason: null })
      .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, row.status)))
      .returning();
  }
  if (!claimed) return accountView(s, gateway, await accountOf(s, userId, gateway));
  row = claimed;
  const user = await customerRow(s, userId);
  if (checked) return askWithIdentity(s, gateway, row, user, checked);
  try {
    return accountView(s, gateway, await askForNumber(s, gateway, row, user, bvn, now));
  } catch (err) {
    const refused = err instanceof VirtualAccountRefused;
    if (!refused && !(err instanceof GatewayUnavailable)) throw err;
    const reason = refused ? `${gateway.name} could not issue an account number: ${err.message}` : 'The gateway could not be reached.';
    await s.db
      .update(virtualAccounts)
      .set({ status: 'failed', failureReason: reason.slice(0, 300), ...(refused && err.customerCode ? { gatewayCustomerCode: err.customerCode } : {}) })
      .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'pending')));
    s.log.warn({ err: (err as Error).message, userId, gateway: gateway.code }, 'bank transfer: account number not issued');
    if (!refused) throw new ApiError(502, BANK_TRANSFER_UNAVAILABLE(gateway.name));
    return accountView(s, gateway, await accountOf(s, userId, gateway));
  }
}

async function customerRow(s: PaymentServices, userId: number) {
  const [user] = await s.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(404, 'Customer not found.');
  return user;
}

/**
 * Asks the gateway for the number of a row claimed pending (one caller at a time: the claim) and writes what it said.
 * Throws the gateway's errors (VirtualAccountRefused, GatewayUnavailable) for the caller to decide.
 */
async function askForNumber(s: PaymentServices, gateway: Gateway, row: VirtualAccountRow, user: typeof users.$inferSelect, bvn: string | undefined, now: Date) {
  const state = await gateway.createVirtualAccount!({
    reference: row.reference,
    email: user.email,
    firstName: user.firstname,
    lastName: user.lastname,
    phone: phoneOf(user),
    ...(bvn ? { bvn } : {}),
    preferredBank: s.config.bankTransfer.preferredBank,
    customerCode: row.gatewayCustomerCode,
  });
  const [saved] = await s.db
    .update(virtualAccounts)
    .set(
      state.status === 'assigned'
        ? { status: 'assigned', bankName: state.bankName, accountNumber: state.accountNumber, accountName: state.accountName, gatewayCustomerCode: state.customerCode, assignedAt: now }
        : { status: state.status, gatewayCustomerCode: state.customerCode, failureReason: state.status === 'failed' ? state.raw.slice(0, 300) : null },
    )
    .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'pending')))
    .returning();
  return saved ?? (await accountOf(s, row.userId, gateway))!;
}

const phoneOf = (user: typeof users.$inferSelect) => (user.mobile ? `${user.mobileCode ? `+${user.mobileCode.replace(/^\+/, '')}` : ''}${user.mobile}` : '');

interface CheckedIdentity {
  bvn: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
}

/** The identity fields of a request where Paystack validates customers first: each missing or malformed one named (422). */
async function identityOf(gateway: Gateway, input: VirtualAccountAsk): Promise<CheckedIdentity> {
  const bvn = input.bvn?.trim() ?? '';
  const accountNumber = input.account_number?.trim() ?? '';
  const bankCode = input.bank_code?.trim() ?? '';
  const errors: Record<string, string[]> = {};
  if (!/^\d{11}$/.test(bvn)) errors.bvn = [BVN_INVALID];
  if (!/^\d{10}$/.test(accountNumber)) errors.account_number = [ACCOUNT_NUMBER_INVALID];
  // Only a bank of the gateway's own list (the form offers it): never a code typed in.
  const bank = bankCode ? (await banksOf(gateway)).find((b) => b.code === bankCode) : undefined;
  if (!bank) errors.bank_code = [BANK_INVALID];
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(422, first[0]!, errors);
  return { bvn, accountNumber, bankCode, bankName: bank!.name };
}

/**
 * Paystack validates the customer before it assigns a number (ADR 061): the Paystack customer (created once, its code
 * kept), the row marked validating with what the screen shows back (the bank's name, the account's last 4 digits)
 * BEFORE asking — so that a customeridentification.* event arriving first finds it —, then Validate Customer with the
 * BVN and the account, passed through. The number is asked for once the bank has confirmed (identificationEvent).
 */
async function askWithIdentity(s: PaymentServices, gateway: Gateway, row: VirtualAccountRow, user: typeof users.$inferSelect, identity: CheckedIdentity) {
  const last4 = identity.accountNumber.slice(-4);
  const fail = async (reason: string, customerCode: string | null) =>
    s.db
      .update(virtualAccounts)
      .set({ status: 'failed', failureReason: reason.slice(0, 300), ...(customerCode ? { gatewayCustomerCode: customerCode } : {}) })
      .where(and(eq(virtualAccounts.id, row.id), inArray(virtualAccounts.status, ['pending', 'validating'])));
  let customerCode = row.gatewayCustomerCode;
  try {
    customerCode ??= await gateway.createCustomer!({ email: user.email, firstName: user.firstname, lastName: user.lastname, phone: phoneOf(user) });
    await s.db
      .update(virtualAccounts)
      .set({ status: 'validating', gatewayCustomerCode: customerCode, identityBankName: identity.bankName, identityAccountLast4: last4, failureReason: null })
      .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'pending')));
    await gateway.validateCustomer!(customerCode, { bvn: identity.bvn, accountNumber: identity.accountNumber, bankCode: identity.bankCode, firstName: user.firstname, lastName: user.lastname });
  } catch (err) {
    const refused = err instanceof VirtualAccountRefused;
    if (!refused && !(err instanceof GatewayUnavailable)) throw err;
    await fail(refused ? `${gateway.name} could not check your details: ${err.message}` : 'The gateway could not be reached.', customerCode);
    // The gateway's words only, never the request (it held the BVN).
    s.log.warn({ err: (err as Error).message, userId: user.id, gateway: gateway.code }, 'bank transfer: identity not sent for validation');
    if (!refused) throw new ApiError(502, BANK_TRANSFER_UNAVAILABLE(gateway.name));
  }
  return accountView(s, gateway, await accountOf(s, user.id, gateway));
}

/**
 * A validating row, as the gateway knows the customer now: identified → the number is asked for (once: the row is
 * claimed validating → pending by one caller). Not identified yet: unchanged (Paystack's failure comes by its event).
 */
async function refreshValidating(s: PaymentServices, gateway: Gateway, row: VirtualAccountRow, now: Date): Promise<VirtualAccountRow> {
  if (!row.gatewayCustomerCode || !gateway.fetchVirtualAccount) return row;
  const state = await gateway.fetchVirtualAccount(row.gatewayCustomerCode);
  return state.identified ? promoteIdentified(s, gateway, row, now) : row;
}

/** The customer is identified at the gateway: one caller claims the row (validating → pending) and asks for the number. */
async function promoteIdentified(s: PaymentServices, gateway: Gateway, row: VirtualAccountRow, now: Date): Promise<VirtualAccountRow> {
  const [claimed] = await s.db
    .update(virtualAccounts)
    .set({ status: 'pending', failureReason: null })
    .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'validating')))
    .returning();
  if (!claimed) return (await accountOf(s, row.userId, gateway)) ?? row;
  const user = await customerRow(s, row.userId);
  try {
    return await askForNumber(s, gateway, claimed, user, undefined, now);
  } catch (err) {
    if (err instanceof VirtualAccountRefused) {
      const [failed] = await s.db
        .update(virtualAccounts)
        .set({ status: 'failed', failureReason: `${gateway.name} could not issue an account number: ${err.message}`.slice(0, 300) })
        .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'pending')))
        .returning();
      return failed ?? claimed;
    }
    // Not reached: validating again, so the next event, replay or check asks once more.
    await s.db.update(virtualAccounts).set({ status: 'validating' }).where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'pending')));
    throw err;
  }
}

/**
 * Paystack's customeridentification.success / .failed (ADR 061): a hint. The customer is ASKED of the gateway: identified
 * → the number is asked for, once however often the event is replayed; not identified and the event says failed → the
 * row ends failed with the reason in plain words (the customer may try again), unless the event names another attempt's
 * account (its masked number's last digits differ from the ones kept). Not identified yet though the event says
 * success: 'validating' (the webhook asks to be sent again).
 */
export async function identificationEvent(
  s: PaymentServices,
  gateway: Gateway,
  hint: NonNullable<WebhookEvent['identification']>,
  now: Date,
): Promise<'assigned' | 'pending' | 'failed' | 'validating' | 'ignored' | 'unknown'> {
  if (!hint.customerCode || !gateway.fetchVirtualAccount) return 'unknown';
  const [row] = await s.db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.gateway, gateway.code), eq(virtualAccounts.gatewayCustomerCode, hint.customerCode)));
  if (!row) return 'unknown';
  if (row.status !== 'validating') return row.status === 'assigned' ? 'assigned' : 'ignored';
  const state = await gateway.fetchVirtualAccount(hint.customerCode);
  if (state.identified) {
    const moved = await promoteIdentified(s, gateway, row, now);
    return moved.status === 'assigned' || moved.status === 'failed' || moved.status === 'pending' ? moved.status : 'validating';
  }
  if (hint.status !== 'failed') return 'validating';
  const kept = row.identityAccountLast4;
  const tail = hint.accountTail;
  if (kept && tail && !(tail.length <= kept.length ? kept.endsWith(tail) : tail.endsWith(kept))) return 'ignored';
  const [failed] = await s.db
    .update(virtualAccounts)
    .set({ status: 'failed', failureReason: identityFailure(hint.reason).slice(0, 300) })
    .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'validating')))
    .returning();
  return failed ? 'failed' : 'ignored';
}

/** A pending account as the gateway knows it now (assigned, failed or still pending), written once it moves. */
async function refreshPending(s: PaymentServices, gateway: Gateway, row: VirtualAccountRow, now: Date): Promise<VirtualAccountRow> {
  if (!row.gatewayCustomerCode || !gateway.fetchVirtualAccount) return row;
  const state = await gateway.fetchVirtualAccount(row.gatewayCustomerCode);
  if (state.status === 'pending') return row;
  const [saved] = await s.db
    .update(virtualAccounts)
    .set(
      state.status === 'assigned'
        ? { status: 'assigned', bankName: state.bankName, accountNumber: state.accountNumber, accountName: state.accountName, assignedAt: now }
        : { status: 'failed', failureReason: `${gateway.name} could not issue an account number: ${state.raw}`.slice(0, 300) },
    )
    .where(and(eq(virtualAccounts.id, row.id), eq(virtualAccounts.status, 'pending')))
    .returning();
  return saved ?? row;
}

/**
 * Paystack's dedicatedaccount.assign.success / .failed: the event is a hint; the customer's account is ASKED of the
 * gateway and the pending row moves once. Answers what became of it.
 */
export async function assignmentEvent(s: PaymentServices, gateway: Gateway, customerCode: string | null, now: Date): Promise<'assigned' | 'failed' | 'pending' | 'unknown'> {
  if (!customerCode) return 'unknown';
  const [row] = await s.db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.gateway, gateway.code), eq(virtualAccounts.gatewayCustomerCode, customerCode)));
  if (!row) return 'unknown';
  if (row.status !== 'pending') return row.status === 'assigned' ? 'assigned' : 'unknown';
  const moved = await refreshPending(s, gateway, row, now);
  return moved.status === 'assigned' || moved.status === 'failed' ? moved.status : 'pending';
}

export type TransferOutcome = 'credited' | 'duplicate' | 'suspense' | 'not-paid' | 'not-a-transfer' | 'unavailable';

/** The account a verified transfer reached: Paystack by its number, Flutterwave by its tx_ref (the account's reference). */
async function accountReached(tx: Tx, gateway: Gateway, v: Verification) {
  const where =
    gateway.code === 'paystack'
      ? v.transfer?.accountNumber
        ? and(eq(virtualAccounts.gateway, 'paystack'), eq(virtualAccounts.accountNumber, v.transfer.accountNumber))
        : undefined
      : v.reference
        ? and(eq(virtualAccounts.gateway, 'flutterwave'), eq(virtualAccounts.reference, v.reference))
        : undefined;
  if (!where) return null;
  const [row] = await tx.select().from(virtualAccounts).where(where);
  return row ?? null;
}

/**
 * A transfer notification (event.transfer) whose reference is no payment of ours: verified with the gateway, then
 * credited once or held in suspense (see the module's comment).
 */
export async function transferEvent(s: PaymentServices, gateway: Gateway, event: WebhookEvent, now: Date): Promise<TransferOutcome> {
  if (!event.reference) return 'not-a-transfer';
  let v: Verification;
  try {
    v = await gateway.verify(event.reference, event.gatewayId);
  } catch (err) {
    if (!(err instanceof GatewayUnavailable)) throw err;
    // The webhook then answers 503: the gateway sends it again later (nothing is lost meanwhile).
    return 'unavailable';
  }
  if (v.status !== 'success' || v.totalKobo === null) return 'not-paid';
  if (!v.transfer) return 'not-a-transfer';
  const gatewayRef = v.gatewayId ?? event.gatewayId ?? event.reference;
  // Paystack's reference is the transfer's own; Flutterwave's tx_ref is the account's, so its transaction id names it.
  const reference = gateway.code === 'paystack' ? (v.reference ?? event.reference) : flutterwaveTransferReference(gatewayRef);
  const total = v.totalKobo;
  const outcome = await s.db.transaction(async (tx): Promise<{ outcome: TransferOutcome; userId?: number; mail?: boolean }> => {
    // One decision per gateway transaction at a time (credit or suspense, never both): replays queue here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`transfer:${gateway.code}:${gatewayRef}`}))`);
    const [held] = await tx
      .select({ id: suspenseItems.id })
      .from(suspenseItems)
      .where(and(eq(suspenseItems.gateway, gateway.code), eq(suspenseItems.gatewayRef, gatewayRef)));
    if (held) return { outcome: 'duplicate' };
    const account = await accountReached(tx, gateway, v);
    const hold = async (reason: string) => {
      const item = await recordSuspense(tx, { gateway: gateway.code, gatewayRef, reference, amount: total, currency: v.currency ?? 'NGN', reason }, now);
      return { outcome: item ? ('suspense' as const) : ('duplicate' as const) };
    };
    const claimed = event.transfer;
    const where = account?.accountNumber ?? v.transfer?.accountNumber ?? v.reference ?? 'unknown account';
    if (claimed && claimed.amountKobo !== null && claimed.amountKobo !== total) {
      return hold(`bank transfer: the notification said ${claimed.amountKobo} kobo, ${gateway.name} verified ${total} (account ${where})`);
    }
    if (claimed?.accountNumber && v.transfer?.accountNumber && claimed.accountNumber !== v.transfer.accountNumber) {
      return hold(`bank transfer: the notification named account ${claimed.accountNumber}, ${gateway.name} verified ${v.transfer.accountNumber}`);
    }
    if (!account) return hold(`bank transfer to an unknown account (${where})`);
    if (account.status !== 'assigned') return hold(`bank transfer to a ${account.status} account (${where}, customer ${account.userId})`);
    if (v.currency !== 'NGN') return hold(`bank transfer in ${v.currency} (account ${where})`);
    const charge = transferChargeOf(s, total);
    if (total - charge <= 0) return hold(`bank transfer smaller than the method's charge (${total} kobo, account ${where})`);
    // A transfer booked to suspense before (say, while the account was not assigned yet) stays finance's.
    await lockWallet(tx, account.userId);
    const [deposit] = await tx
      .insert(deposits)
      .values({
        userId: account.userId,
        trx: newTrx(),
        reference,
        methodCode: gateway.code as MethodCode,
        amount: total - charge,
        charge,
        currency: 'NGN',
        status: 'Success',
        gatewayId: v.gatewayId,
        channel: 'bank_transfer',
        createdAt: now,
        completedAt: now,
        checkedAt: now,
      })
      .onConflictDoNothing({ target: deposits.reference })
      .returning();
    if (!deposit) return { outcome: 'duplicate' };
    const { mailQueued } = await creditDeposit(tx, s, deposit, gateway);
    return { outcome: 'credited', userId: account.userId, mail: mailQueued };
  });
  if (outcome.mail) s.mailQueued?.();
  if (outcome.outcome === 'suspense') s.log.error({ gateway: gateway.code, reference }, 'bank transfer: held in suspense for finance');
  return outcome.outcome;
}
