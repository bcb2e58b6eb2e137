ALTER TABLE "money_backs" ADD COLUMN "approval_needed_because" text;--> statement-breakpoint
ALTER TABLE "money_backs" ADD COLUMN "moved_alone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "money_backs_moved_alone_idx" ON "money_backs" USING btree ("requested_by","created_at") WHERE "money_backs"."moved_alone";