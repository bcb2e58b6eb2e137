CREATE TABLE "reconciliation_mismatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"deposit_id" integer,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"trigger" text NOT NULL,
	"actor_label" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"unavailable" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_status" CHECK ("reconciliation_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "suspense_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"reference" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"journal_id" bigint,
	"user_id" integer,
	"trx" text,
	"return_reference" text,
	"resolution_reason" text,
	"resolved_by" integer,
	"resolved_by_label" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspense_items_status" CHECK ("suspense_items"."status" in ('open', 'assigned', 'returned')),
	CONSTRAINT "suspense_items_amount_positive" CHECK ("suspense_items"."amount" > 0),
	CONSTRAINT "suspense_items_assigned_shape" CHECK ("suspense_items"."status" <> 'assigned' or ("suspense_items"."user_id" is not null and "suspense_items"."trx" is not null)),
	CONSTRAINT "suspense_items_returned_shape" CHECK ("suspense_items"."status" <> 'returned' or "suspense_items"."return_reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspense_items" ADD CONSTRAINT "suspense_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspense_items" ADD CONSTRAINT "suspense_items_resolved_by_staff_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_run_idx" ON "reconciliation_mismatches" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_job_day_idx" ON "reconciliation_runs" USING btree ("day") WHERE "reconciliation_runs"."trigger" = 'job';--> statement-breakpoint
CREATE UNIQUE INDEX "suspense_items_gateway_ref_idx" ON "suspense_items" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE INDEX "suspense_items_status_idx" ON "suspense_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_created_at_idx" ON "ledger_lines" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_suspense_idx" ON "transactions" USING btree ("cause_id") WHERE "transactions"."cause_kind" = 'suspense';--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
-- ---------------------------------------------------------------- hand-written (docs/decisions/053-the-books.md)
-- A suspense item and a reconciliation's findings are never deleted (the books name the item as a journal's cause).
CREATE TRIGGER "suspense_items_no_delete" BEFORE DELETE ON "suspense_items" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "suspense_items_no_truncate" BEFORE TRUNCATE ON "suspense_items" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "reconciliation_mismatches_no_change" BEFORE UPDATE OR DELETE ON "reconciliation_mismatches" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
