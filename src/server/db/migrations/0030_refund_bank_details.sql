CREATE TABLE "refund_bank_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"money_back_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"gateway_bank_id" text,
	"account_last4" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number_sealed" text,
	"status" text NOT NULL,
	"entered_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"sending_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_bank_details_status" CHECK ("refund_bank_details"."status" in ('waiting', 'sending', 'sent', 'rejected', 'refused')),
	CONSTRAINT "refund_bank_details_sealed_only_open" CHECK ("refund_bank_details"."account_number_sealed" is null or "refund_bank_details"."status" in ('waiting', 'sending')),
	CONSTRAINT "refund_bank_details_not_self_approved" CHECK ("refund_bank_details"."decided_by" is null or "refund_bank_details"."status" = 'rejected' or "refund_bank_details"."decided_by" <> "refund_bank_details"."entered_by")
);
--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_money_back_id_money_backs_id_fk" FOREIGN KEY ("money_back_id") REFERENCES "public"."money_backs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_entered_by_staff_members_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_decided_by_staff_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_bank_details_open_idx" ON "refund_bank_details" USING btree ("money_back_id") WHERE "refund_bank_details"."status" in ('waiting', 'sending');--> statement-breakpoint
CREATE INDEX "refund_bank_details_refund_idx" ON "refund_bank_details" USING btree ("money_back_id","id");--> statement-breakpoint
CREATE INDEX "refund_bank_details_user_idx" ON "refund_bank_details" USING btree ("user_id");