CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_events_actor_kind" CHECK ("audit_events"."actor_kind" in ('operator', 'staff', 'customer', 'hub', 'system')),
	CONSTRAINT "audit_events_action_dotted" CHECK ("audit_events"."action" ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$')
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_kind","target_id");;--> statement-breakpoint
-- ops_log's rows become audit events (docs/decisions/033-one-audit-trail.md): actor kept as the label, command,
-- arguments and summary in details with e-mail addresses masked; then ops_log goes.
INSERT INTO "audit_events" ("at", "actor_kind", "actor_label", "action", "details")
SELECT "created_at", 'operator', "actor", 'ops_log.imported', jsonb_build_object(
  'ops_log_id', "id",
  'command', "command",
  'args', regexp_replace("args", '[^[:space:]<>()",;]+@[^[:space:]<>()",;]+', '[e-mail removed]', 'g'),
  'summary', regexp_replace("summary", '[^[:space:]<>()",;]+@[^[:space:]<>()",;]+', '[e-mail removed]', 'g'))
FROM "ops_log" ORDER BY "id";--> statement-breakpoint
DROP TABLE "ops_log" CASCADE;--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_delete" BEFORE DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
