ALTER TABLE "money_backs" ADD COLUMN "approval_needed_because" text;--> statement-breakpoint
CREATE INDEX "money_backs_requested_by_day_idx" ON "money_backs" USING btree ("requested_by","created_at");