CREATE TABLE "card_fees" (
	"id" integer PRIMARY KEY NOT NULL,
	"card_fee" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_fees_single_row" CHECK ("card_fees"."id" = 1),
	CONSTRAINT "card_fees_not_negative" CHECK ("card_fees"."card_fee" >= 0 and "card_fees"."delivery_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trx" text NOT NULL,
	"reference" text NOT NULL,
	"location_id" integer NOT NULL,
	"service_center_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"card_fee" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"charge" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"stage" text DEFAULT 'awaiting_payment' NOT NULL,
	"gateway_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"preparing_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"card_id" integer,
	CONSTRAINT "card_requests_status" CHECK ("card_requests"."status" in ('Pending', 'Success', 'Failed')),
	CONSTRAINT "card_requests_stage" CHECK ("card_requests"."stage" in ('awaiting_payment', 'paid', 'preparing', 'ready', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"user_id" integer,
	"linked_at" timestamp with time zone,
	"frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_status" CHECK ("cards"."status" in ('in_stock', 'linked', 'frozen', 'retired')),
	CONSTRAINT "cards_linked_has_holder" CHECK ("cards"."status" <> 'linked' or "cards"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "hub_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_center_id" integer NOT NULL,
	"cycle_id" text NOT NULL,
	"card_number" text NOT NULL,
	"card_id" integer,
	"machine_id" integer,
	"user_id" integer,
	"amount" bigint,
	"trx" text,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_center_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_center_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"state" text DEFAULT 'free' NOT NULL,
	"minutes_left" integer,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_kind" CHECK ("machines"."kind" in ('washer', 'dryer')),
	CONSTRAINT "machines_state" CHECK ("machines"."state" in ('free', 'in_use', 'out_of_order')),
	CONSTRAINT "machines_price_positive" CHECK ("machines"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_charges" ADD CONSTRAINT "hub_charges_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_charges" ADD CONSTRAINT "hub_charges_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_charges" ADD CONSTRAINT "hub_charges_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_charges" ADD CONSTRAINT "hub_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_keys" ADD CONSTRAINT "hub_keys_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_centers" ADD CONSTRAINT "service_centers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_requests_reference_idx" ON "card_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "card_requests_trx_idx" ON "card_requests" USING btree ("trx");--> statement-breakpoint
CREATE INDEX "card_requests_user_idx" ON "card_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "card_requests_pending_idx" ON "card_requests" USING btree ("created_at") WHERE "card_requests"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "cards_number_idx" ON "cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_linked_per_user_idx" ON "cards" USING btree ("user_id") WHERE "cards"."status" = 'linked';--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_charges_cycle_idx" ON "hub_charges" USING btree ("service_center_id","cycle_id");--> statement-breakpoint
CREATE INDEX "hub_charges_user_idx" ON "hub_charges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_keys_hash_idx" ON "hub_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "hub_keys_center_idx" ON "hub_keys" USING btree ("service_center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_lower_idx" ON "locations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "machines_center_code_idx" ON "machines" USING btree ("service_center_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "service_centers_location_name_idx" ON "service_centers" USING btree ("location_id",lower("name"));--> statement-breakpoint
-- Hand-written (not generated by drizzle-kit): the reference data of issue 11, seeded once with this migration;
-- operators change it afterwards with `npm run ops -- location:* / center:* / fees:set / machine:*`.
INSERT INTO "locations" ("name") VALUES ('Abuja'), ('Port Harcourt'), ('Bournemouth') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "service_centers" ("location_id", "name", "address")
SELECT l."id", c."name", c."address" FROM (VALUES
  ('Abuja', 'University of Abuja Hub', 'University of Abuja main campus, Airport Road, Gwagwalada'),
  ('Abuja', 'Gwarinpa Estate Hub', '3rd Avenue, Gwarinpa Estate, Abuja'),
  ('Port Harcourt', 'UNIPORT Choba Hub', 'University of Port Harcourt, Choba, Rivers State'),
  ('Port Harcourt', 'Rumuola Hostels Hub', 'Rumuola Road, Port Harcourt'),
  ('Bournemouth', 'Talbot Campus Hub', 'Bournemouth University, Talbot Campus, Fern Barrow, Poole')
) AS c("location", "name", "address") JOIN "locations" l ON l."name" = c."location"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "card_fees" ("id", "card_fee", "delivery_fee") VALUES (1, 250000, 100000) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "machines" ("service_center_id", "code", "kind", "name", "price")
SELECT s."id", m."code", m."kind", m."name", m."price" FROM "service_centers" s CROSS JOIN (VALUES
  ('W1', 'washer', 'Washer 1', 50000), ('W2', 'washer', 'Washer 2', 50000), ('W3', 'washer', 'Washer 3', 50000),
  ('D1', 'dryer', 'Dryer 1', 40000), ('D2', 'dryer', 'Dryer 2', 40000)
) AS m("code", "kind", "name", "price")
ON CONFLICT DO NOTHING;
