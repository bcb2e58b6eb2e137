CREATE TABLE "virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"gateway_customer_code" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "virtual_accounts_status" CHECK ("virtual_accounts"."status" in ('pending', 'assigned', 'failed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "channel" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_user_gateway_idx" ON "virtual_accounts" USING btree ("user_id","gateway");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_reference_idx" ON "virtual_accounts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_number_idx" ON "virtual_accounts" USING btree ("gateway","account_number");--> statement-breakpoint
CREATE INDEX "virtual_accounts_customer_code_idx" ON "virtual_accounts" USING btree ("gateway","gateway_customer_code");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel" CHECK ("deposits"."channel" in ('checkout', 'bank_transfer'));