CREATE TABLE "money_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_id" integer,
	"hub_charge_id" integer,
	"compensates_trx" text,
	"ticket_id" integer,
	"reason" text NOT NULL,
	"requested_by" integer,
	"requested_by_hub" integer,
	"request_key" text,
	"status" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"gateway" text,
	"gateway_refund_id" text,
	"gateway_status" text,
	"bank_account_last4" text,
	"trx" text,
	"return_trx" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "money_backs_kind" CHECK ("money_backs"."kind" in ('refund', 'reversal', 'adjustment')),
	CONSTRAINT "money_backs_direction" CHECK ("money_backs"."direction" in ('+', '-')),
	CONSTRAINT "money_backs_amount_positive" CHECK ("money_backs"."amount" > 0),
	CONSTRAINT "money_backs_status" CHECK ("money_backs"."status" in ('awaiting_approval', 'rejected', 'done', 'submitting', 'pending', 'processing', 'needs_attention', 'processed', 'failed')),
	CONSTRAINT "money_backs_refund_shape" CHECK ("money_backs"."kind" <> 'refund' or ("money_backs"."direction" = '-' and "money_backs"."deposit_id" is not null and "money_backs"."gateway" is not null)),
	CONSTRAINT "money_backs_reversal_shape" CHECK ("money_backs"."kind" <> 'reversal' or ("money_backs"."direction" = '+' and "money_backs"."hub_charge_id" is not null)),
	CONSTRAINT "money_backs_not_self_approved" CHECK ("money_backs"."decided_by" is null or "money_backs"."requested_by" is null or "money_backs"."decided_by" <> "money_backs"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_hub_charge_id_hub_charges_id_fk" FOREIGN KEY ("hub_charge_id") REFERENCES "public"."hub_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_requested_by_hub_service_centers_id_fk" FOREIGN KEY ("requested_by_hub") REFERENCES "public"."service_centers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_backs" ADD CONSTRAINT "money_backs_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_backs_reference_idx" ON "money_backs" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "money_backs_request_key_idx" ON "money_backs" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "money_backs_reversal_idx" ON "money_backs" USING btree ("hub_charge_id") WHERE "money_backs"."kind" = 'reversal';--> statement-breakpoint
CREATE UNIQUE INDEX "money_backs_gateway_refund_idx" ON "money_backs" USING btree ("gateway","gateway_refund_id");--> statement-breakpoint
CREATE INDEX "money_backs_user_idx" ON "money_backs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "money_backs_deposit_idx" ON "money_backs" USING btree ("deposit_id") WHERE "money_backs"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "money_backs_status_idx" ON "money_backs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "money_backs_ticket_idx" ON "money_backs" USING btree ("ticket_id") WHERE "money_backs"."ticket_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_money_back_idx" ON "transactions" USING btree ("cause_kind","cause_id") WHERE "transactions"."cause_kind" in ('money_back', 'money_back_return');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('gateway_clearing', 'gateway_charges', 'hub_revenue', 'card_fees', 'referral_commissions', 'adjustments', 'refunds_payable', 'management_use', 'management_allowance', 'suspense'));--> statement-breakpoint
-- ---------------------------------------------------------------- hand-written (docs/decisions/049-money-given-back.md)
-- The system account of a code, as in 0017, plus `suspense`: money a gateway received that matches no payment (a
-- success for a deposit already failed, an amount mismatch, a transfer to an unknown account), until finance assigns it
-- to a customer or returns it.
CREATE OR REPLACE FUNCTION "ledger_account"(p_code text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_kind text := split_part(p_code, ':', 1);
  v_key text := nullif(split_part(p_code, ':', 2), '');
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.code = p_code;
  IF FOUND THEN RETURN v_id; END IF;
  IF (v_kind IN ('gateway_clearing', 'hub_revenue', 'management_use')) <> (v_key IS NOT NULL) THEN
    RAISE EXCEPTION 'ledger: % is not an account code', p_code;
  END IF;
  INSERT INTO ledger_accounts (code, kind, name) VALUES (p_code, v_kind, CASE v_kind
      WHEN 'gateway_clearing' THEN 'Gateway clearing — ' || v_key
      WHEN 'hub_revenue' THEN 'Hub revenue — ' || coalesce((SELECT s.name FROM service_centers s WHERE s.id::text = v_key), 'hub ' || v_key)
      WHEN 'management_use' THEN 'Management use — card ' || v_key
      WHEN 'management_allowance' THEN 'Management starts (revenue forgone)'
      WHEN 'gateway_charges' THEN 'Top-up charges paid by customers'
      WHEN 'card_fees' THEN 'Card fees'
      WHEN 'referral_commissions' THEN 'Referral commissions'
      WHEN 'adjustments' THEN 'Adjustments'
      WHEN 'refunds_payable' THEN 'Refunds payable'
      WHEN 'suspense' THEN 'Suspense (unmatched money)'
      ELSE p_code END)
    ON CONFLICT (code) DO NOTHING;
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.code = p_code;
  RETURN v_id;
END;
$$;--> statement-breakpoint
-- A request for money back is never deleted (its statuses move forward; the books name it as their cause).
CREATE TRIGGER "money_backs_no_delete" BEFORE DELETE ON "money_backs" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "money_backs_no_truncate" BEFORE TRUNCATE ON "money_backs" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
