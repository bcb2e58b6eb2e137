/**
 * The personal-data map (docs/decisions/036-personal-data-map.md): for every table and every column of the schema,
 * whether it is personal data and what a customer's request does to it under the NDPA 2023 — exported ("download my
 * data", s.38 portability / access), erased or pseudonymised (closing the account, erasure), or retained, and why.
 * Names are the database's (tables and columns as in SQL). `data-map.test.ts` fails when a table or column of
 * db/schema.ts is missing here, or when this map names one that does not exist: a new column is classified when it is
 * added. Data outside the tables (stored files, mails, logs, backups) is listed in `outsideTables`.
 *
 * Retention periods: money records 6 years (Companies and Allied Matters Act 2020 s.375, accounting records; the
 * CBN AML/CFT rules ask at least 5 years after the transaction, whether or not the relationship goes on), kept under
 * the account's pseudonym so the books still balance (`ops ledger:check`). Sources: shared/research/business-side.md §3.
 */

/** How a column relates to a person. */
export type Personal =
  /** About no one (amounts, states, times of reference data). */
  | 'no'
  /** Says who someone is or what they said: names, contact data, address, IP, avatar, free text they wrote. */
  | 'identifying'
  /** Ties a row to a person without naming them: user ids, card numbers, payment references. */
  | 'link'
  /** A credential (hashes, salts, the authenticator secret): personal, never exported. */
  | 'secret';

/** What closing the account (erasure) does to this column in the person's rows. */
export type Erasure =
  /** The row is deleted. */
  | 'delete'
  /** Blanked, nulled or replaced by a pseudonym in a row that stays. */
  | 'erase'
  /** Kept as it is (retention, or nothing personal in it). */
  | 'keep';

export interface ColumnRule {
  personal: Personal;
  /** Part of the customer's export (their own rows only). */
  export: boolean;
  erasure: Erasure;
  /** Why a personal column is kept or not exported, when the table's retention does not say it. */
  why?: string;
}

/** Whose personal data a table holds. */
export type Subject = 'customer' | 'visitor' | 'operator' | 'staff' | 'none';

export interface TableRule {
  holds: string;
  /** customer: an account holder; visitor: anyone who wrote through the public site (may have no account). */
  subjects: Subject[];
  /** How a person's rows are found (null: not personal). */
  findBy: string | null;
  /** What closing the account does to the person's rows. */
  erasure: 'delete_rows' | 'pseudonymise_rows' | 'keep_rows' | 'not_personal';
  /** How long rows live, and why. */
  retention: string;
  columns: Record<string, ColumnRule>;
}

const MONEY_RETENTION =
  'kept 6 years after the movement (CAMA 2020 s.375 accounting records; CBN AML/CFT ≥ 5 years after the transaction), under the pseudonym of a closed account, so the books still balance';

// Column rules, by kind.
/** Not personal, exported as part of the person's row. */
const shown: ColumnRule = { personal: 'no', export: true, erasure: 'keep' };
/** Not personal, internal (not useful in an export). */
const internal: ColumnRule = { personal: 'no', export: false, erasure: 'keep' };
/** Not personal, of reference data. */
const reference: ColumnRule = { personal: 'no', export: false, erasure: 'keep' };
/** A column of a row that closing the account deletes. */
const gone = (personal: Personal, exported: boolean, why?: string): ColumnRule => ({ personal, export: exported, erasure: 'delete', ...(why ? { why } : {}) });
/** Personal, exported, blanked or replaced by a pseudonym at closure. */
const erased = (personal: Personal = 'identifying'): ColumnRule => ({ personal, export: true, erasure: 'erase' });
/** Personal, exported, kept (retention). */
const kept = (personal: Personal, why?: string): ColumnRule => ({ personal, export: true, erasure: 'keep', ...(why ? { why } : {}) });

const referenceTable = (holds: string, columns: string[]): TableRule => ({
  holds,
  subjects: ['none'],
  findBy: null,
  erasure: 'not_personal',
  retention: 'as long as the business runs it',
  columns: Object.fromEntries(columns.map((c) => [c, reference])),
});

export const dataMap: Record<string, TableRule> = {
  // ------------------------------------------------------------------------------------------------ accounts
  users: {
    holds: 'the customer account: identity, contact data, address, credentials, balance',
    subjects: ['customer'],
    findBy: 'id',
    erasure: 'pseudonymise_rows',
    retention:
      'while the account is open; at closure the row stays as the pseudonym (its id) that money rows point at, with every identifying column erased, so the e-mail, phone and username can sign up again',
    columns: {
      id: kept('link', 'the pseudonym: deposits, ledger, card sales and commissions point at it'),
      username: erased(),
      email: erased(),
      firstname: erased(),
      lastname: erased(),
      country_name: erased(),
      country: erased(),
      mobile: erased(),
      mobile_code: erased(),
      password_hash: { personal: 'secret', export: false, erasure: 'erase' },
      email_verified_at: shown,
      image: erased(),
      account_number: kept('link', 'names no one once name, e-mail and phone are gone; statements and support refer to the account by it'),
      referral_code: erased('link'),
      referred_by: kept('link', "the referrer's commission history depends on it; it names the referrer's account, not this person"),
      address_country: erased(),
      address_city: erased(),
      address_line: erased(),
      address_zip: erased(),
      tfa_secret: { personal: 'secret', export: false, erasure: 'erase' },
      tfa_enabled: { personal: 'no', export: true, erasure: 'erase' },
      tfa_last_step: { personal: 'secret', export: false, erasure: 'erase' },
      balance: kept('no', 'must be zero at closure (paid back or given up explicitly, issue 26); the wallet of the books'),
      entry_count: internal,
      created_at: shown,
      updated_at: shown,
      closed_at: { personal: 'no', export: false, erasure: 'keep', why: 'when the account was closed: marks the row as the pseudonym of a closed account' },
    },
  },
  auth_tokens: {
    holds: 'sign-in sessions (bearer tokens, hashed)',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'delete_rows',
    retention: 'until a day after expiry (lib/platform/jobs.ts cleanUp); every session ends at closure',
    columns: {
      id: gone('no', false),
      user_id: gone('link', false),
      expires_at: gone('no', true),
      created_at: gone('no', true),
      token_hash: gone('secret', false, 'a credential'),
      revoked_at: gone('no', true),
      last_used_at: gone('no', true),
    },
  },
  one_time_codes: {
    holds: 'e-mail codes (verification, password reset), hashed; decoy rows for unknown addresses',
    subjects: ['customer', 'visitor'],
    findBy: "user_id, or subject 'u:<id>'",
    erasure: 'delete_rows',
    retention: 'until a day after expiry (lib/platform/jobs.ts cleanUp)',
    columns: {
      id: gone('no', false),
      purpose: gone('no', false, 'short-lived credential, not worth exporting'),
      subject: gone('link', false, 'short-lived credential, not worth exporting'),
      user_id: gone('link', false),
      code_hash: gone('secret', false, 'a credential'),
      salt: gone('secret', false, 'a credential'),
      attempts: gone('no', false),
      sent_at: gone('no', false),
      expires_at: gone('no', false),
      used_at: gone('no', false),
    },
  },
  password_reset_tokens: {
    holds: 'password reset tokens (hashed, single use)',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'delete_rows',
    retention: 'until a day after expiry (lib/platform/jobs.ts cleanUp)',
    columns: {
      id: gone('no', false),
      user_id: gone('link', false),
      expires_at: gone('no', false),
      created_at: gone('no', false),
      token_hash: gone('secret', false, 'a credential'),
      used_at: gone('no', false),
    },
  },
  login_challenges: {
    holds: 'second-factor challenges of sign-ins in progress (hashed, 5 minutes)',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'delete_rows',
    retention: 'until a day after expiry (lib/platform/jobs.ts cleanUp)',
    columns: {
      id: gone('no', false),
      user_id: gone('link', false),
      expires_at: gone('no', false),
      created_at: gone('no', false),
      challenge_hash: gone('secret', false, 'a credential'),
      remember: gone('no', false),
      attempts: gone('no', false),
      used_at: gone('no', false),
    },
  },
  // ------------------------------------------------------------------------------------------------ staff (issue 24)
  // Staff members are not customers: a customer's request never touches these rows. "Closing" a staff account is its
  // deactivation (lib/identity/staff.ts), which keeps the row: audit events name it as their actor.
  staff_members: {
    holds: 'staff accounts: e-mail, name, credentials, roles and scope (docs/decisions/041-staff-accounts.md)',
    subjects: ['staff'],
    findBy: 'id, or lower(email)',
    erasure: 'keep_rows',
    retention: 'while the business runs: deactivated, never deleted, because audit_events.actor_id points at the member (accountability of staff acts)',
    columns: {
      id: kept('link', 'the actor id of the member’s audit events'),
      email: kept('identifying', 'the staff member’s work address, to sign in and to be invited again'),
      name: kept('identifying', 'who acted, in the audit log'),
      password_hash: { personal: 'secret', export: false, erasure: 'keep' },
      tfa_secret: { personal: 'secret', export: false, erasure: 'keep' },
      tfa_last_step: { personal: 'secret', export: false, erasure: 'keep' },
      roles: shown,
      location_ids: shown,
      service_center_ids: shown,
      status: shown,
      created_at: shown,
      updated_at: shown,
      activated_at: shown,
      deactivated_at: shown,
    },
  },
  staff_invites: {
    holds: 'staff set-up links (hashed, 24 hours, single use) and the authenticator secret they confirm',
    subjects: ['staff'],
    findBy: 'staff_id',
    erasure: 'delete_rows',
    retention: 'until a day after expiry (lib/platform/jobs.ts cleanUp)',
    columns: {
      id: gone('no', false),
      staff_id: gone('link', false),
      token_hash: gone('secret', false, 'a credential'),
      tfa_secret: gone('secret', false, 'a credential'),
      attempts: gone('no', false),
      invited_by: gone('link', false),
      expires_at: gone('no', false),
      used_at: gone('no', false),
      created_at: gone('no', false),
    },
  },
  staff_sessions: {
    holds: 'staff sessions (tokens hashed; 30 minutes idle, 12 hours in all)',
    subjects: ['staff'],
    findBy: 'staff_id',
    erasure: 'delete_rows',
    retention: 'until a day after the 12-hour end (lib/platform/jobs.ts cleanUp); deactivation revokes them at once',
    columns: {
      id: gone('no', false),
      staff_id: gone('link', false),
      token_hash: gone('secret', false, 'a credential'),
      created_at: gone('no', false),
      last_used_at: gone('no', false),
      expires_at: gone('no', false),
      revoked_at: gone('no', false),
    },
  },
  staff_login_challenges: {
    holds: 'second-factor challenges of staff sign-ins in progress (hashed, 5 minutes)',
    subjects: ['staff'],
    findBy: 'staff_id',
    erasure: 'delete_rows',
    retention: 'until a day after expiry (lib/platform/jobs.ts cleanUp)',
    columns: {
      id: gone('no', false),
      staff_id: gone('link', false),
      challenge_hash: gone('secret', false, 'a credential'),
      attempts: gone('no', false),
      used_at: gone('no', false),
      expires_at: gone('no', false),
      created_at: gone('no', false),
    },
  },
  auth_failures: {
    holds: 'failed sign-in / code attempts per account or hashed identifier (rate limits); staff members as subject s:<id>',
    subjects: ['customer', 'visitor', 'staff'],
    findBy: "user_id, or subject 'u:<id>' (a staff member: 's:<id>')",
    erasure: 'delete_rows',
    retention: 'one day (the limits look back an hour; lib/platform/jobs.ts cleanUp)',
    columns: {
      id: gone('no', false),
      user_id: gone('link', false),
      subject: gone('link', false, 'a security counter kept one day; the sign-in sessions are exported instead'),
      kind: gone('no', false),
      created_at: gone('no', false),
    },
  },
  // ------------------------------------------------------------------------------------------------ public site
  public_messages: {
    holds: 'Contact Us and Services enquiry messages: name, e-mail, phone, text, IP',
    subjects: ['visitor', 'customer'],
    findBy: "lower(email) = the account's e-mail",
    erasure: 'delete_rows',
    retention: 'no automatic deletion yet (docs/decisions/036: a period is to be set with the privacy page); deleted on request or at closure',
    columns: {
      id: gone('no', false),
      kind: gone('no', true),
      name: gone('identifying', true),
      email: gone('identifying', true),
      phone: gone('identifying', true),
      subject: gone('identifying', true),
      message: gone('identifying', true),
      ip: gone('identifying', false, 'a security record of the submission, not something the person gave us'),
      created_at: gone('no', true),
    },
  },
  newsletter_subscribers: {
    holds: 'newsletter addresses (consent to marketing)',
    subjects: ['visitor', 'customer'],
    findBy: "lower(email) = the account's e-mail",
    erasure: 'delete_rows',
    retention: 'until unsubscribed or erased',
    columns: {
      id: gone('no', false),
      email: gone('identifying', true),
      ip: gone('identifying', false, 'proof of the subscription request, not something the person gave us'),
      created_at: gone('no', true),
    },
  },
  // ------------------------------------------------------------------------------------------------ money
  transactions: {
    holds: 'the ledger: every credit and debit of an account with its post balance (append-only)',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: MONEY_RETENTION,
    columns: {
      id: shown,
      user_id: kept('link'),
      trx: kept('link'),
      detail: shown,
      amount: shown,
      charge: shown,
      trx_type: shown,
      post_balance: shown,
      remark: shown,
      cause_kind: shown,
      cause_id: shown,
      journal_id: internal,
      created_at: shown,
    },
  },
  ledger_lines: {
    holds:
      "the journals' counter lines on system accounts (gateway clearing, hub revenue, card fees, commissions, adjustments): no person's identity; a journal's wallet line is the customer's transactions row",
    subjects: ['none'],
    findBy: null,
    erasure: 'not_personal',
    retention: MONEY_RETENTION,
    columns: Object.fromEntries(['id', 'journal_id', 'account_id', 'amount', 'created_at'].map((c) => [c, internal])),
  },
  ledger_system_journals: {
    holds:
      'the cause of each journal with no wallet line (a card fee paid through a gateway: gateway clearing → card fees, docs/decisions/040); the cause id is a card request, whose row names the customer',
    subjects: ['none'],
    findBy: null,
    erasure: 'not_personal',
    retention: MONEY_RETENTION,
    columns: Object.fromEntries(['journal_id', 'cause_kind', 'cause_id', 'detail', 'created_at'].map((c) => [c, internal])),
  },
  suspense_items: {
    holds:
      'money a gateway received that matched no payment (docs/decisions/053-the-books.md): gateway, its transaction id and our reference, amount, why; once finance assigns it, the customer credited (user_id) and the entry',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: MONEY_RETENTION,
    columns: {
      id: internal,
      gateway: shown,
      gateway_ref: kept('link'),
      reference: kept('link'),
      amount: shown,
      currency: shown,
      reason: shown,
      status: shown,
      journal_id: internal,
      user_id: kept('link'),
      trx: kept('link'),
      return_reference: { personal: 'link', export: false, erasure: 'keep', why: "the gateway's refund reference to the payer, a finance record" },
      resolution_reason: { personal: 'no', export: false, erasure: 'keep', why: "finance's note; says why the money was assigned, not who the customer is" },
      resolved_by: { personal: 'no', export: false, erasure: 'keep', why: "the staff member who resolved it (staff data, not the customer's)" },
      resolved_by_label: { personal: 'no', export: false, erasure: 'keep', why: "the staff member's or operator's name, the accountability of a money movement" },
      resolved_at: shown,
      created_at: shown,
    },
  },
  reconciliation_runs: referenceTable('reconciliations of a day of top-ups with the gateways (docs/decisions/053-the-books.md); who started one is a staff or operator label', [
    'id', 'day', 'trigger', 'actor_label', 'status', 'checked', 'mismatches', 'unavailable', 'error', 'started_at', 'finished_at',
  ]),
  reconciliation_mismatches: {
    holds: "a reconciliation's disagreements between a top-up and its gateway: the deposit and its reference, statuses and amounts (the deposit names the customer)",
    subjects: ['none'],
    findBy: null,
    erasure: 'not_personal',
    retention: MONEY_RETENTION,
    columns: Object.fromEntries(['id', 'run_id', 'gateway', 'deposit_id', 'reference', 'kind', 'ours', 'theirs', 'created_at'].map((c) => [c, internal])),
  },
  virtual_accounts: {
    holds:
      "the customer's own account number for top-ups by bank transfer (docs/decisions/056-bank-transfer-accounts.md): gateway, bank, number, the name on it, the gateway's customer code; where Paystack validates the customer first (ADR 061) the bank's name and the last 4 digits of the bank account checked, shown back to the customer; never the BVN nor the full account number (passed through to the gateway, not stored)",
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'pseudonymise_rows',
    retention:
      'while the account is open; at closure the row stays closed (a transfer to the number still reaches suspense, never lost) with the name on it erased',
    columns: {
      id: internal,
      user_id: kept('link', 'the pseudonym of a closed account: a later transfer to the number is booked to suspense against it'),
      gateway: shown,
      reference: kept('link', "Flutterwave's tx_ref of every transfer to the account: matches a late transfer"),
      status: shown,
      bank_name: shown,
      account_number: kept('link', 'a transfer to the number after closure must be recognised and held in suspense for finance'),
      account_name: erased(),
      gateway_customer_code: kept('link', "the gateway's customer record; transfers and assignment events name it"),
      failure_reason: shown,
      identity_bank_name: erased('identifying'),
      identity_account_last4: erased('identifying'),
      created_at: shown,
      assigned_at: shown,
    },
  },
  deposits: {
    holds: "top-ups through a payment gateway, the customer's own or a sponsor's (a visitor's name and e-mail)",
    subjects: ['customer', 'visitor'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: MONEY_RETENTION,
    columns: {
      id: shown,
      user_id: kept('link'),
      trx: kept('link'),
      reference: kept('link'),
      method_code: shown,
      amount: shown,
      charge: shown,
      currency: shown,
      status: shown,
      gateway_id: kept('link', "reconciliation with the gateway's settlement"),
      failure_reason: shown,
      created_at: shown,
      completed_at: shown,
      checked_at: internal,
      channel: shown,
      card_hash: {
        personal: 'link',
        export: false,
        erasure: 'keep',
        why: 'a keyed hash (HMAC, CARD_HASH_KEY) of the gateway\'s card identifier, never the card number: meaningless without the key; kept with the money record so the self-referral rule (ADR 040) still holds after closure',
      },
      sponsor_link_id: kept('link'),
      sponsor_name: {
        personal: 'identifying',
        export: true,
        erasure: 'keep',
        why: "a visitor's (the sponsor's) name as they typed it on /pay/<code>, part of the money record (who paid) for the money retention; shown to the customer it was paid to",
      },
      sponsor_email: {
        personal: 'identifying',
        export: false,
        erasure: 'keep',
        why: "a visitor's (the sponsor's) e-mail, where their receipt went: kept with the money record for the money retention (a refund or dispute reaches the payer); never shown to the customer",
      },
    },
  },
  sponsor_links: {
    holds: "a customer's pay-by-link links for a sponsor (code, suggested amount, note, expiry)",
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'pseudonymise_rows',
    retention: `${MONEY_RETENTION}; the note (free text) is blanked at closure`,
    columns: {
      id: shown,
      user_id: kept('link', 'the deposits paid through the link are money records of the account (MONEY_RETENTION)'),
      code: { personal: 'link', export: true, erasure: 'keep', why: 'the deposits paid through it point at the link; revoked at closure, so it no longer opens' },
      suggested_amount: shown,
      note: erased(),
      expires_at: shown,
      revoked_at: shown,
      created_at: shown,
    },
  },
  money_backs: {
    holds: 'money given back (ADR 049): refunds of top-ups, reversals of hub charges, staff adjustments, with their reasons and four-eyes steps',
    subjects: ['customer', 'staff'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: MONEY_RETENTION,
    columns: {
      id: shown,
      kind: shown,
      reference: kept('link'),
      user_id: kept('link'),
      direction: shown,
      amount: shown,
      deposit_id: kept('link'),
      hub_charge_id: kept('link'),
      compensates_trx: kept('link'),
      ticket_id: kept('link', 'the ticket that asked for it; the ticket itself follows its own rule'),
      reason: {
        personal: 'identifying',
        export: true,
        erasure: 'keep',
        why: "staff's reason for a money movement: part of the accounting record (kept with it); staff are told to write no personal details in it",
      },
      requested_by: { personal: 'link', export: false, erasure: 'keep', why: "the staff member who asked: four-eyes record, kept with the movement; never exported to the customer (staff members' identities are not theirs)" },
      requested_by_hub: shown,
      request_key: internal,
      status: shown,
      decided_by: { personal: 'link', export: false, erasure: 'keep', why: 'the second person of four eyes: kept with the movement, not exported to the customer' },
      decided_at: shown,
      decision_reason: kept('identifying', "staff's reason for rejecting: part of the accounting record"),
      gateway: shown,
      gateway_refund_id: kept('link', "reconciliation with the gateway's refunds"),
      gateway_status: shown,
      bank_account_last4: kept('link', 'only the last 4 digits of the account a refund was paid to (the number itself is never stored): proof of where money went'),
      payout_account: {
        personal: 'identifying',
        export: false,
        erasure: 'keep',
        why: "a closing customer's bank account for the payout of their balance (ADR 054): needed until finance pays it, then erased by the decision (bank_account_last4 stays)",
      },
      trx: kept('link'),
      return_trx: kept('link'),
      failure_reason: shown,
      approval_needed_because: internal, // why it waited for a second person (ADR 069): staff's four-eyes record, amounts only
      moved_alone: internal, // done at once without a second person: what the daily totals add up (ADR 069)
      submit_attempts: internal, // a refund's sending to its gateway (ADR 052): attempts and the sender's claim
      submit_locked_until: internal,
      created_at: shown,
      updated_at: internal,
      completed_at: shown,
    },
  },
  refund_bank_details: {
    holds:
      "a customer's bank account entered by staff for a refund its gateway holds in needs-attention (ADR 070): the bank, the last 4 digits, the name the bank gave, who entered and who approved or rejected it, and the sealed number while it waits",
    subjects: ['customer', 'staff'],
    findBy: 'user_id',
    erasure: 'pseudonymise_rows',
    retention: `${MONEY_RETENTION}; the sealed account number only until the details are sent, refused or rejected (or the account is closed)`,
    columns: {
      id: shown,
      money_back_id: kept('link', 'the refund it was entered for: kept with the money records'),
      user_id: kept('link', 'the customer, under the pseudonym of a closed account: kept with the money records'),
      gateway: shown,
      bank_code: shown,
      bank_name: shown,
      gateway_bank_id: internal,
      account_last4: kept('link', 'the last 4 digits of the account a refund was (to be) paid to: proof of where money went'),
      account_name: kept('identifying', 'the name the bank gave for the account a refund was (to be) paid to: proof of where money went, kept with the money records'),
      account_number_sealed: {
        personal: 'identifying',
        export: false,
        erasure: 'erase',
        why: 'the full account number, sealed with BANK_DETAILS_KEY, needed only until a second person approves it and the gateway takes it; nulled then, at rejection, and at closure (never shown, so not exported: the customer gave it)',
      },
      status: shown,
      entered_by: { personal: 'link', export: false, erasure: 'keep', why: 'the staff member who entered the account: four-eyes record, kept with the movement; not the customer\'s to receive' },
      decided_by: { personal: 'link', export: false, erasure: 'keep', why: 'the second person who approved or rejected it: four-eyes record, not exported to the customer' },
      decided_at: shown,
      decision_reason: { personal: 'identifying', export: false, erasure: 'keep', why: "staff's reason for rejecting, or the gateway's words for refusing: part of the record, staff's words" },
      sending_until: internal,
      sent_at: shown,
      created_at: shown,
    },
  },
  commissions: {
    holds: "referral commissions: paid to user_id for a deposit of from_user_id (the referee)",
    subjects: ['customer'],
    findBy: 'user_id (received) or from_user_id (earned for the referrer: not exported to the referee)',
    erasure: 'keep_rows',
    retention: `${MONEY_RETENTION}; the referrer keeps seeing the commission, never the closed account's identity`,
    columns: {
      id: shown,
      user_id: kept('link'),
      from_user_id: kept('link'),
      deposit_id: kept('link'),
      level: shown,
      percent_bp: shown,
      amount: shown,
      type: shown,
      created_at: shown,
      // ADR 071: held until the referee's laundry spending earns it, earned (and how much), or void.
      status: shown,
      earned: shown,
      settled_at: shown,
    },
  },
  // ------------------------------------------------------------------------------------------------ operations
  audit_events: {
    holds: 'who changed what on whose behalf (append-only; lib/platform/audit.ts): operators, staff, customers, hubs, jobs',
    subjects: ['customer', 'operator', 'staff'],
    findBy: "target (kind, id) of the customer's rows, details.user_id, or actor_kind 'customer' with actor_id",
    erasure: 'keep_rows',
    retention:
      'as long as the records they explain (6 years for money); details carry ids, never contact data, so nothing in them needs erasing; the actions about a customer are exported without staff members\' personal details',
    columns: {
      id: internal,
      at: shown,
      actor_kind: shown,
      actor_id: { personal: 'link', export: false, erasure: 'keep', why: "a staff member's or another party's id: not the customer's to receive" },
      actor_label: { personal: 'identifying', export: false, erasure: 'keep', why: "the operator's or staff member's name: accountability of staff, not the customer's data" },
      action: shown,
      target_kind: shown,
      target_id: kept('link'),
      request_id: internal,
      details: kept('link', 'ids and states only (lib/platform/audit.ts AuditDetail): the closed account stays a pseudonymous id'),
    },
  },
  mail_outbox: {
    holds: 'mails decided in a transaction and waiting to be sent (address, subject, bodies)',
    subjects: ['customer', 'visitor'],
    findBy: "lower(to_address) = the account's e-mail",
    erasure: 'delete_rows',
    retention:
      "30 days after sending (lib/platform/jobs.ts cleanUp); at closure the person's earlier rows go, and the closure's confirmation mail (queued in the closure's transaction, the only row left with the address) is deleted by the clean-up once sent (ADR 054)",
    columns: {
      id: gone('no', false),
      key: gone('link', false, 'copies of mails the customer received: the mails are theirs already'),
      to_address: gone('identifying', false, 'copies of mails the customer received'),
      reply_to: gone('identifying', false, 'copies of mails the customer received'),
      subject: gone('identifying', false, 'copies of mails the customer received'),
      text_body: gone('identifying', false, 'copies of mails the customer received'),
      html_body: gone('identifying', false, 'copies of mails the customer received'),
      created_at: gone('no', false),
      next_attempt_at: gone('no', false),
      attempts: gone('no', false),
      sent_at: gone('no', false),
      last_error: gone('identifying', false, "the relay's answer may quote the address"),
      discard_after: gone('no', false),
    },
  },
  data_exports: {
    holds: "a customer's requests for an archive of their data (docs/decisions/055-download-my-data.md): status, progress, the archive's storage key and expiry",
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'delete_rows',
    retention: 'the archive 24 hours after it is ready (deleted from storage by the expiry job); the row with the account (it counts the 3 requests a day); deleted, with its archive, at closure',
    columns: {
      id: gone('link', false, 'the name of the archive itself'),
      user_id: gone('link', false),
      status: gone('no', false),
      progress: gone('no', false),
      storage_key: gone('link', false),
      size: gone('no', false),
      attempts: gone('no', false),
      locked_by: gone('no', false),
      locked_until: gone('no', false),
      error: gone('no', false),
      created_at: gone('no', false),
      started_at: gone('no', false),
      ready_at: gone('no', false),
      expires_at: gone('no', false),
      },
    },
  notification_preferences: {
    holds: "a customer's alert choices (events × channels, low-balance threshold, followed hubs)",
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'delete_rows',
    retention: 'while the account is open',
    columns: {
      user_id: gone('link', true),
      channels: gone('link', true),
      low_balance_kobo: gone('link', true),
      followed_hub_ids: gone('link', true),
      updated_at: gone('no', true),
    },
  },
  push_subscriptions: {
    holds: "one browser's web push subscription (the push service's endpoint and the browser's public keys)",
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'delete_rows',
    retention: 'until the customer turns push off on that device, the push service answers 404/410 (gone), or the account closes',
    columns: {
      id: gone('no', false),
      user_id: gone('link', true),
      endpoint: gone('secret', false, 'a capability URL: whoever holds it (with the keys) can push to the device; never exported'),
      p256dh: gone('secret', false, "the browser's encryption key of this subscription"),
      auth: gone('secret', false, "the browser's authentication secret of this subscription"),
      label: gone('identifying', true),
      created_at: gone('no', true),
      last_sent_at: gone('no', true),
    },
  },
  push_outbox: {
    holds: 'web push messages decided in a transaction and waiting to be sent to one device ({title, body, url})',
    subjects: ['customer'],
    findBy: "subscription_id of the account's push_subscriptions",
    erasure: 'delete_rows',
    retention: '30 days after sending (lib/platform/jobs.ts cleanUp); they go with their subscription',
    columns: {
      id: gone('no', false),
      key: gone('link', false, 'copies of alerts the customer received'),
      subscription_id: gone('link', false),
      payload: gone('identifying', false, 'copies of alerts the customer received'),
      created_at: gone('no', false),
      next_attempt_at: gone('no', false),
      attempts: gone('no', false),
      sent_at: gone('no', false),
      last_error: gone('no', false, "the push service's status and message"),
      discard_after: gone('no', false),
    },
  },
  job_runs: referenceTable('periodic jobs run once across instances', ['name', 'started_at', 'locked_until', 'locked_by', 'finished_at', 'succeeded_at', 'last_error', 'runs']),
  // ------------------------------------------------------------------------------------------------ cards and hubs
  ledger_accounts: referenceTable('the ledger\'s system accounts by code (docs/decisions/034)', ['id', 'code', 'kind', 'name', 'created_at']),
  locations: referenceTable('cities where cards are collected and hubs run', ['id', 'name', 'created_at']),
  service_centers: referenceTable('hubs (service centres) of a location', ['id', 'location_id', 'name', 'address', 'created_at']),
  card_fees: referenceTable('the global card and delivery fees', ['id', 'card_fee', 'delivery_fee', 'updated_at']),
  hub_keys: referenceTable("hubs' API keys (hashed)", ['id', 'service_center_id', 'prefix', 'key_hash', 'created_at', 'revoked_at']),
  machines: referenceTable("hubs' washers and dryers with price and last state", [
    'id',
    'service_center_id',
    'code',
    'kind',
    'name',
    'price',
    'max_charge',
    'state',
    'minutes_left',
    'reported_at',
    'created_at',
    'free_transitions',
  ]),
  cards: {
    holds: 'the card inventory; a linked or frozen card has a holder',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: `frozen at closure and never linked again; the holder link is kept as long as the hub charges it paid (${MONEY_RETENTION})`,
    columns: {
      id: internal,
      number: kept('link'),
      status: shown,
      user_id: kept('link'),
      linked_at: shown,
      frozen_at: shown,
      created_at: internal,
    },
  },
  card_requests: {
    holds: 'card orders: a payment (fees, gateway) and the fulfilment stage',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: `a card sale: ${MONEY_RETENTION}; pending ones are cancelled at closure`,
    columns: {
      id: shown,
      user_id: kept('link'),
      trx: kept('link'),
      reference: kept('link'),
      location_id: shown,
      service_center_id: shown,
      method_code: shown,
      card_fee: shown,
      delivery_fee: shown,
      charge: shown,
      currency: shown,
      status: shown,
      stage: shown,
      gateway_id: kept('link', "reconciliation with the gateway's settlement"),
      failure_reason: shown,
      created_at: shown,
      paid_at: shown,
      completed_at: shown,
      checked_at: internal,
      preparing_at: shown,
      ready_at: shown,
      delivered_at: shown,
      card_id: kept('link'),
      card_hash: {
        personal: 'link',
        export: false,
        erasure: 'keep',
        why: 'as deposits.card_hash: a keyed hash of the paying card, for the self-referral rule (ADR 040)',
      },
    },
  },
  hub_charges: {
    holds: 'every cycle a hub asked to charge, with the answer it got (the card, the machine, the debit)',
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'keep_rows',
    retention: MONEY_RETENTION,
    columns: {
      id: internal,
      service_center_id: shown,
      cycle_id: shown,
      card_number: kept('link'),
      card_id: kept('link'),
      machine_id: shown,
      user_id: kept('link'),
      amount: shown,
      trx: kept('link'),
      status: shown,
      body: kept('link', 'the answer the hub got (amount, balance, detail): no name or contact data'),
      created_at: shown,
      management_card_id: { personal: 'no', export: false, erasure: 'keep', why: 'a management card’s start (ADR 046); never a customer’s card' },
    },
  },
  management_cards: {
    holds: 'management cards issued to attendants: the card, the attendant’s name, optionally their staff account, the hubs (ADR 046)',
    subjects: ['staff'],
    findBy: 'staff_id, or attendant_name',
    erasure: 'keep_rows',
    retention:
      'while the business runs: its free starts are booked to its management use account (money records, 6 years), so the card says whose starts they were; revoked, never deleted',
    columns: {
      id: kept('link', 'the management use account of its starts (management_use:<id>)'),
      card_id: kept('link'),
      attendant_name: kept('identifying', 'whose free starts these are (accountability of free cycles)'),
      staff_id: kept('link'),
      service_center_ids: shown,
      status: shown,
      revoked_at: shown,
      revoke_reason: kept('identifying', 'why the card was revoked, written by staff (may name the attendant)'),
      created_at: shown,
      updated_at: shown,
    },
  },
  // ------------------------------------------------------------------------------------------------ support
  tickets: {
    holds: "a customer's support tickets",
    subjects: ['customer'],
    findBy: 'user_id',
    erasure: 'pseudonymise_rows',
    retention: 'while the account is open; at closure open tickets are closed and their subject erased (the row stays: audit events and money_backs.ticket_id name it)',
    columns: {
      id: shown,
      number: shown,
      user_id: kept('link', 'the pseudonym; the texts are erased'),
      subject: erased(),
      priority: shown,
      status: shown,
      transaction_id: kept('link', 'points at a retained ledger entry'),
      created_at: shown,
      last_reply_at: shown,
      active_at: shown,
      // The support desk's assignee (ADR 043): a staff member's id, the desk's working state, not the customer's data.
      assignee_staff_id: internal,
    },
  },
  ticket_messages: {
    holds: "the messages of a ticket, the customer's and support's",
    subjects: ['customer', 'operator'],
    findBy: 'ticket_id → tickets.user_id',
    erasure: 'pseudonymise_rows',
    retention: 'as tickets: the texts and the customer\'s name on them are erased at closure',
    columns: {
      id: shown,
      ticket_id: shown,
      sender: shown,
      sender_name: erased(),
      operator: { personal: 'identifying', export: false, erasure: 'keep', why: "the operator who replied (staff accountability), not the customer's data" },
      message: erased(),
      created_at: shown,
    },
  },
  ticket_attachments: {
    holds: 'files attached to ticket messages (the bytes are objects in storage, tickets/<key>)',
    subjects: ['customer', 'operator'],
    findBy: 'message_id → ticket_messages → tickets.user_id',
    erasure: 'delete_rows',
    retention: 'while the account is open; at closure the rows go and the objects are deleted from storage',
    columns: {
      id: gone('no', true),
      message_id: gone('link', true),
      storage_key: gone('link', false, 'internal name of the stored object; the file itself is exported'),
      name: gone('identifying', true),
      type: gone('no', true),
      size: gone('no', true),
      created_at: gone('no', true),
    },
  },
};

/** Personal data outside the tables: where it is, and what export, erasure and retention do. */
export interface OutsideRule {
  what: string;
  where: string;
  export: boolean;
  erasure: 'delete' | 'ages_out' | 'out_of_reach';
  retention: string;
}

export const outsideTables: OutsideRule[] = [
  {
    what: 'avatars',
    where: 'storage objects avatars/<random>.webp (lib/identity/avatars.ts; users.image names the current one)',
    export: true,
    erasure: 'delete',
    retention: 'the current one while the account is open (a replaced one is deleted at once); deleted at closure',
  },
  {
    what: 'ticket attachments',
    where: 'storage objects tickets/<random>.<ext> (lib/support/tickets.ts; ticket_attachments.storage_key)',
    export: true,
    erasure: 'delete',
    retention: 'while the account is open; deleted at closure',
  },
  {
    what: 'data export archives',
    where: "storage objects exports/<random>.zip (lib/privacy/data-export.ts; data_exports.storage_key): a copy of the customer's exported data",
    export: false,
    erasure: 'delete',
    retention: '24 hours after it is ready, then deleted by the expiry job; deleted at closure',
  },
  {
    what: 'mail bodies and addresses',
    where: 'mail_outbox rows (above) and, once sent, the SMTP relay and the recipient\'s mailbox',
    export: false,
    erasure: 'out_of_reach',
    retention: "our copy 30 days after sending; the relay's per its contract; the customer's mailbox is theirs",
  },
  {
    what: 'request and sign-in logs',
    where: 'stdout of the servers (pino): IP, request id, URL, user id, sign-in identifier as typed (lib/identity/accounts.ts logSignIn); never passwords, codes or tokens',
    export: false,
    erasure: 'ages_out',
    retention: "the log store's rotation (set by the deployment, at most 90 days); not searchable per person, so neither exported nor erased one by one",
  },
  {
    what: 'database backups',
    where: 'backups of PostgreSQL (deployment)',
    export: false,
    erasure: 'ages_out',
    retention: 'erased data lives on in backups until they expire; after a restore, the closures made since the backup must be applied again (their audit events list them)',
  },
];
