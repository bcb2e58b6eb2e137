CREATE TABLE "sponsor_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"suggested_amount" bigint,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_links_suggested_positive" CHECK ("sponsor_links"."suggested_amount" is null or "sponsor_links"."suggested_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "sponsor_link_id" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "sponsor_name" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "sponsor_email" text;--> statement-breakpoint
ALTER TABLE "sponsor_links" ADD CONSTRAINT "sponsor_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_links_code_idx" ON "sponsor_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sponsor_links_user_idx" ON "sponsor_links" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_sponsor_link_id_sponsor_links_id_fk" FOREIGN KEY ("sponsor_link_id") REFERENCES "public"."sponsor_links"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_sponsor_link_idx" ON "deposits" USING btree ("sponsor_link_id") WHERE "deposits"."sponsor_link_id" is not null;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_sponsor_named" CHECK ("deposits"."sponsor_link_id" is null or ("deposits"."sponsor_name" is not null and "deposits"."sponsor_email" is not null));