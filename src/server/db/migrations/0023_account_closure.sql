ALTER TABLE "money_backs" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;