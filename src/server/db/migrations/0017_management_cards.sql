CREATE TABLE "management_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"attendant_name" text NOT NULL,
	"staff_id" integer,
	"service_center_ids" integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_cards_status" CHECK ("management_cards"."status" in ('active', 'revoked')),
	CONSTRAINT "management_cards_hubs" CHECK (cardinality("management_cards"."service_center_ids") >= 1),
	CONSTRAINT "management_cards_revoked_at" CHECK (("management_cards"."status" = 'revoked') = ("management_cards"."revoked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cards" DROP CONSTRAINT "cards_status";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "hub_charges" ADD COLUMN "management_card_id" integer;--> statement-breakpoint
ALTER TABLE "management_cards" ADD CONSTRAINT "management_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_cards" ADD CONSTRAINT "management_cards_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "management_cards_card_idx" ON "management_cards" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "hub_charges" ADD CONSTRAINT "hub_charges_management_card_id_management_cards_id_fk" FOREIGN KEY ("management_card_id") REFERENCES "public"."management_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_charges_management_idx" ON "hub_charges" USING btree ("management_card_id","created_at") WHERE "hub_charges"."management_card_id" is not null;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_status" CHECK ("cards"."status" in ('in_stock', 'linked', 'frozen', 'retired', 'management'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('gateway_clearing', 'gateway_charges', 'hub_revenue', 'card_fees', 'referral_commissions', 'adjustments', 'refunds_payable', 'management_use', 'management_allowance'));--> statement-breakpoint
-- ---------------------------------------------------------------- hand-written (docs/decisions/046-management-cards.md)
-- The system account of a code, as in 0011, plus the management accounts: `management_use:<management card id>` (what
-- one attendant's card started for free, at list price) and `management_allowance` (its counter: revenue forgone).
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
      ELSE p_code END)
    ON CONFLICT (code) DO NOTHING;
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.code = p_code;
  RETURN v_id;
END;
$$;
