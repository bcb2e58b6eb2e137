ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "status" text DEFAULT 'credited' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "earned" bigint;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "commissions_held_idx" ON "commissions" USING btree ("from_user_id","id") WHERE "commissions"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_commission_idx" ON "transactions" USING btree ("cause_id") WHERE "transactions"."cause_kind" = 'commission';--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_status" CHECK ("commissions"."status" in ('credited', 'held', 'earned', 'void'));--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_earned_shape" CHECK (("commissions"."status" = 'earned') = ("commissions"."earned" is not null) and ("commissions"."earned" is null or ("commissions"."earned" > 0 and "commissions"."earned" <= "commissions"."amount")));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('gateway_clearing', 'gateway_charges', 'hub_revenue', 'card_fees', 'referral_commissions', 'referral_held', 'adjustments', 'refunds_payable', 'management_use', 'management_allowance', 'suspense'));