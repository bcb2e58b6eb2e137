ALTER TABLE "virtual_accounts" DROP CONSTRAINT "virtual_accounts_status";--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "identity_bank_name" text;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "identity_account_last4" text;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_identity_last4" CHECK ("virtual_accounts"."identity_account_last4" is null or "virtual_accounts"."identity_account_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_status" CHECK ("virtual_accounts"."status" in ('validating', 'pending', 'assigned', 'failed', 'closed'));