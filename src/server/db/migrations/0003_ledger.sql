CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"level" integer NOT NULL,
	"percent_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"type" text DEFAULT 'deposit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trx" text NOT NULL,
	"reference" text NOT NULL,
	"method_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"charge" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"gateway_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('Pending', 'Success', 'Failed')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_charge_not_negative" CHECK ("deposits"."charge" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trx" text NOT NULL,
	"detail" text NOT NULL,
	"amount" bigint NOT NULL,
	"charge" bigint DEFAULT 0 NOT NULL,
	"trx_type" text NOT NULL,
	"post_balance" bigint NOT NULL,
	"remark" text NOT NULL,
	"cause_kind" text NOT NULL,
	"cause_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_charge_not_negative" CHECK ("transactions"."charge" >= 0),
	CONSTRAINT "transactions_post_balance_not_negative" CHECK ("transactions"."post_balance" >= 0),
	CONSTRAINT "transactions_trx_type" CHECK ("transactions"."trx_type" in ('+', '-'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_deposit_user_level_idx" ON "commissions" USING btree ("deposit_id","user_id","level");--> statement-breakpoint
CREATE INDEX "commissions_user_idx" ON "commissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_idx" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_trx_idx" ON "deposits" USING btree ("trx");--> statement-breakpoint
CREATE INDEX "deposits_user_id_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("created_at") WHERE "deposits"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_trx_idx" ON "transactions" USING btree ("trx");--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance" >= 0);--> statement-breakpoint
CREATE FUNCTION "transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transactions is append-only: post a correcting entry instead of updating %', OLD.trx;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_no_update" BEFORE UPDATE ON "transactions" FOR EACH ROW EXECUTE FUNCTION "transactions_append_only"();
