ALTER TABLE "auth_failures" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_failures" ADD COLUMN "subject" text;--> statement-breakpoint
UPDATE "auth_failures" SET "subject" = 'u:' || "user_id";--> statement-breakpoint
ALTER TABLE "auth_failures" ALTER COLUMN "subject" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_failures_subject_kind_time_idx" ON "auth_failures" USING btree ("subject","kind","created_at");
