ALTER TABLE "money_backs" ADD COLUMN "submit_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_backs" ADD COLUMN "submit_locked_until" timestamp with time zone;