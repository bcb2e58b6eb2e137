CREATE TABLE "ledger_system_journals" (
	"journal_id" bigint PRIMARY KEY NOT NULL,
	"cause_kind" text NOT NULL,
	"cause_id" integer NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "card_hash" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "card_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_system_journals_cause_idx" ON "ledger_system_journals" USING btree ("cause_kind","cause_id");--> statement-breakpoint
-- ---------------------------------------------------------------- hand-written (docs/decisions/040-card-fee-journals-and-self-referral.md)
-- The counter side of EVERY journal, wallet or system-only: the counter line (−signed − charge) and, when the payer
-- paid a gateway charge on top, gateway_charges +charge. ledger_post and ledger_post_system both call it: one rule.
CREATE FUNCTION "ledger_counter_lines"(p_journal bigint, p_counter text, p_signed bigint, p_charge bigint, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_charge < 0 THEN RAISE EXCEPTION 'ledger: charge must not be negative, got %', p_charge; END IF;
  IF -p_signed - p_charge <> 0 THEN
    INSERT INTO ledger_lines (journal_id, account_id, amount, created_at) VALUES (p_journal, ledger_account(p_counter), -p_signed - p_charge, p_at);
  END IF;
  IF p_charge > 0 THEN
    INSERT INTO ledger_lines (journal_id, account_id, amount, created_at) VALUES (p_journal, ledger_account('gateway_charges'), p_charge, p_at);
  END IF;
END;
$$;--> statement-breakpoint
-- THE posting rule for a wallet (unchanged behaviour, ADR 034): its counter side is now ledger_counter_lines.
CREATE OR REPLACE FUNCTION "ledger_post"(
  p_user_id integer, p_type text, p_amount bigint, p_trx text, p_detail text, p_remark text,
  p_cause_kind text, p_cause_id integer, p_charge bigint, p_counter text
) RETURNS TABLE (id integer, post_balance bigint, journal_id bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_balance bigint;
  v_signed bigint;
  v_journal bigint;
  v_id integer;
  v_charge bigint := coalesce(p_charge, 0);
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN RAISE EXCEPTION 'ledger: amount must be positive kobo, got %', p_amount; END IF;
  IF v_charge < 0 THEN RAISE EXCEPTION 'ledger: charge must not be negative, got %', v_charge; END IF;
  v_signed := CASE p_type WHEN '+' THEN p_amount WHEN '-' THEN -p_amount END;
  IF v_signed IS NULL THEN RAISE EXCEPTION 'ledger: type must be + or -, got %', p_type; END IF;
  SELECT u.balance INTO v_balance FROM users u WHERE u.id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'ledger: no account %', p_user_id; END IF;
  IF v_balance + v_signed < 0 THEN
    RETURN QUERY SELECT NULL::integer, v_balance, NULL::bigint;
    RETURN;
  END IF;
  v_journal := nextval('ledger_journal_seq');
  INSERT INTO transactions AS t (user_id, trx, detail, amount, charge, trx_type, post_balance, remark, cause_kind, cause_id, journal_id)
    VALUES (p_user_id, p_trx, p_detail, p_amount, v_charge, p_type, v_balance + v_signed, p_remark, p_cause_kind, p_cause_id, v_journal)
    RETURNING t.id INTO v_id;
  PERFORM ledger_counter_lines(v_journal, coalesce(p_counter, ledger_default_counter(p_remark, p_cause_kind, p_cause_id)), v_signed, v_charge, now());
  UPDATE users u SET balance = v_balance + v_signed, entry_count = u.entry_count + 1 WHERE u.id = p_user_id;
  RETURN QUERY SELECT v_id, v_balance + v_signed, v_journal;
END;
$$;--> statement-breakpoint
-- The system-only variant: a journal with no wallet line (the customer's balance and transactions do not move), e.g. a
-- card fee paid through a gateway: card_fees +fee, gateway_clearing:<gateway> −(fee + charge), gateway_charges +charge.
-- Exactly once per cause (ledger_system_journals' unique cause): a second call for the same cause writes nothing and
-- returns null.
CREATE FUNCTION "ledger_post_system"(
  p_account text, p_type text, p_amount bigint, p_detail text, p_cause_kind text, p_cause_id integer, p_charge bigint,
  p_counter text, p_at timestamptz DEFAULT now()
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_signed bigint;
  v_journal bigint;
  v_charge bigint := coalesce(p_charge, 0);
BEGIN
  IF p_amount IS NULL OR p_amount < 0 OR p_amount + v_charge <= 0 THEN RAISE EXCEPTION 'ledger: nothing to post (amount %, charge %)', p_amount, v_charge; END IF;
  IF p_counter IS NULL OR p_account IS NULL THEN RAISE EXCEPTION 'ledger: a system journal names both accounts'; END IF;
  IF p_cause_kind IS NULL OR p_cause_id IS NULL THEN RAISE EXCEPTION 'ledger: a system journal has a cause'; END IF;
  v_signed := CASE p_type WHEN '+' THEN p_amount WHEN '-' THEN -p_amount END;
  IF v_signed IS NULL THEN RAISE EXCEPTION 'ledger: type must be + or -, got %', p_type; END IF;
  INSERT INTO ledger_system_journals (journal_id, cause_kind, cause_id, detail, created_at)
    VALUES (nextval('ledger_journal_seq'), p_cause_kind, p_cause_id, p_detail, p_at)
    ON CONFLICT (cause_kind, cause_id) DO NOTHING
    RETURNING journal_id INTO v_journal;
  IF v_journal IS NULL THEN RETURN NULL; END IF;
  IF v_signed <> 0 THEN
    INSERT INTO ledger_lines (journal_id, account_id, amount, created_at) VALUES (v_journal, ledger_account(p_account), v_signed, p_at);
  END IF;
  PERFORM ledger_counter_lines(v_journal, p_counter, v_signed, v_charge, p_at);
  RETURN v_journal;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_system_journals_no_change" BEFORE UPDATE OR DELETE ON "ledger_system_journals" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_system_journals_no_truncate" BEFORE TRUNCATE ON "ledger_system_journals" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- Backfill: every paid gateway card request gets its journal (idempotent: the cause is unique), dated when it was paid.
SELECT ledger_post_system('card_fees', '+', r.card_fee + r.delivery_fee, 'Card fee — ' || s.name || ' via ' || r.method_code,
    'card_request', r.id, r.charge, 'gateway_clearing:' || r.method_code, coalesce(r.paid_at, r.completed_at, r.created_at))
  FROM card_requests r JOIN service_centers s ON s.id = r.service_center_id
  WHERE r.status = 'Success' AND r.method_code <> 'balance' AND r.card_fee + r.delivery_fee + r.charge > 0
  ORDER BY r.id;
