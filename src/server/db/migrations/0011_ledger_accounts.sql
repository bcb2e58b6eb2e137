CREATE SEQUENCE "public"."ledger_journal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('gateway_clearing', 'gateway_charges', 'hub_revenue', 'card_fees', 'referral_commissions', 'adjustments', 'refunds_payable'))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_not_zero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "card_requests" DROP CONSTRAINT "card_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_from_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_deposit_id_deposits_id_fk";
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "journal_id" bigint DEFAULT nextval('ledger_journal_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_idx" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_lines_journal_idx" ON "ledger_lines" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- ---------------------------------------------------------------- hand-written (docs/decisions/034-ledger-accounts-and-journals.md)
-- The system account of a code (created on first use: a new gateway or hub needs no migration). The one place that
-- knows how codes map to kinds and names.
CREATE FUNCTION "ledger_account"(p_code text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_kind text := split_part(p_code, ':', 1);
  v_key text := nullif(split_part(p_code, ':', 2), '');
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.code = p_code;
  IF FOUND THEN RETURN v_id; END IF;
  IF (v_kind IN ('gateway_clearing', 'hub_revenue')) <> (v_key IS NOT NULL) THEN
    RAISE EXCEPTION 'ledger: % is not an account code', p_code;
  END IF;
  INSERT INTO ledger_accounts (code, kind, name) VALUES (p_code, v_kind, CASE v_kind
      WHEN 'gateway_clearing' THEN 'Gateway clearing — ' || v_key
      WHEN 'hub_revenue' THEN 'Hub revenue — ' || coalesce((SELECT s.name FROM service_centers s WHERE s.id::text = v_key), 'hub ' || v_key)
      WHEN 'gateway_charges' THEN 'Top-up charges paid by customers'
      WHEN 'card_fees' THEN 'Card fees'
      WHEN 'referral_commissions' THEN 'Referral commissions'
      WHEN 'adjustments' THEN 'Adjustments'
      WHEN 'refunds_payable' THEN 'Refunds payable'
      ELSE p_code END)
    ON CONFLICT (code) DO NOTHING;
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.code = p_code;
  RETURN v_id;
END;
$$;--> statement-breakpoint
-- The counter account of a wallet line when the caller names none: the one rule for every movement's books.
CREATE FUNCTION "ledger_default_counter"(p_remark text, p_cause_kind text, p_cause_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE p_remark
    WHEN 'deposit' THEN coalesce((SELECT 'gateway_clearing:' || d.method_code FROM deposits d WHERE p_cause_kind = 'deposit' AND d.id = p_cause_id), 'adjustments')
    WHEN 'referral_commission' THEN 'referral_commissions'
    WHEN 'card_payment' THEN 'card_fees'
    WHEN 'hub_charge' THEN coalesce((SELECT 'hub_revenue:' || h.service_center_id FROM hub_charges h WHERE p_cause_kind = 'hub_charge' AND h.id = p_cause_id), 'adjustments')
    ELSE 'adjustments'
  END
$$;--> statement-breakpoint
-- THE posting rule (lib/ledger.ts post() and lib/hubs.ts chargeStatement both call it): lock the wallet row, post
-- balance = locked balance ± amount (never below zero: then nothing is written and id is null, post_balance the
-- balance), one journal = the wallet line (transactions) + its counter line (+ the gateway charge's line), balance
-- and entry count updated.
CREATE FUNCTION "ledger_post"(
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
  INSERT INTO ledger_lines (journal_id, account_id, amount)
    VALUES (v_journal, ledger_account(coalesce(p_counter, ledger_default_counter(p_remark, p_cause_kind, p_cause_id))), -v_signed - v_charge);
  IF v_charge > 0 THEN
    INSERT INTO ledger_lines (journal_id, account_id, amount) VALUES (v_journal, ledger_account('gateway_charges'), v_charge);
  END IF;
  UPDATE users u SET balance = v_balance + v_signed, entry_count = u.entry_count + 1 WHERE u.id = p_user_id;
  RETURN QUERY SELECT v_id, v_balance + v_signed, v_journal;
END;
$$;--> statement-breakpoint
-- The books are append-only: no UPDATE, no DELETE, no TRUNCATE (transactions already refused UPDATE since 0003).
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (%): post a correcting journal instead', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_no_delete" BEFORE DELETE ON "transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "transactions_no_truncate" BEFORE TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_change" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate" BEFORE TRUNCATE ON "ledger_lines" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- An account may be renamed, never re-coded or removed.
CREATE TRIGGER "ledger_accounts_no_delete" BEFORE DELETE ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_recode" BEFORE UPDATE OF "code", "kind" ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- The chart of accounts as of today.
SELECT ledger_account(c) FROM unnest(ARRAY['gateway_clearing:paystack', 'gateway_clearing:flutterwave', 'gateway_charges', 'card_fees',
  'referral_commissions', 'adjustments', 'refunds_payable']) c;--> statement-breakpoint
SELECT ledger_account('hub_revenue:' || s.id) FROM service_centers s ORDER BY s.id;--> statement-breakpoint
-- Backfill: every existing entry got its own journal id (the column's default, above); its counter lines by the rule.
INSERT INTO ledger_lines (journal_id, account_id, amount, created_at)
  SELECT t.journal_id, ledger_account(ledger_default_counter(t.remark, t.cause_kind, t.cause_id)),
    CASE t.trx_type WHEN '+' THEN -t.amount ELSE t.amount END - t.charge, t.created_at
  FROM transactions t ORDER BY t.id;--> statement-breakpoint
INSERT INTO ledger_lines (journal_id, account_id, amount, created_at)
  SELECT t.journal_id, ledger_account('gateway_charges'), t.charge, t.created_at FROM transactions t WHERE t.charge > 0 ORDER BY t.id;
