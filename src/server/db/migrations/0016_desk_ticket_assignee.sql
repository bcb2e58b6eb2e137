ALTER TABLE "tickets" ADD COLUMN "assignee_staff_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_staff_id_staff_members_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_staff_id");