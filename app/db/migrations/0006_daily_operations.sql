CREATE TABLE "crm_sync_reports" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"requested_by" text,
	"board_id" text,
	"item_limit" integer NOT NULL,
	"state" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "technician_name" text;--> statement-breakpoint
ALTER TABLE "crm_sync_reports" ADD CONSTRAINT "crm_sync_reports_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_customer_id_idx" ON "leads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_created_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_id_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'synced_to_monday', 'contacted', 'converted'));--> statement-breakpoint
-- Bulk-sync reports move out of the audit log (issue 12): the report row takes the results, the audit entry keeps
-- who asked and for which board.
INSERT INTO "crm_sync_reports" ("job_id", "requested_by", "board_id", "item_limit", "state", "results", "last_error", "created_at", "updated_at")
SELECT "entity_id"::bigint, "actor_user_id", "details"->>'boardId', coalesce(("details"->>'limit')::integer, 50), coalesce("details"->>'state', 'queued'),
       coalesce("details"->'results', '[]'::jsonb), "details"->>'lastError', "created_at", "created_at"
FROM "audit_log"
WHERE "action" = 'crm.sync-customers' AND "entity" = 'job' AND "entity_id" ~ '^[0-9]+$'
ON CONFLICT ("job_id") DO NOTHING;--> statement-breakpoint
UPDATE "audit_log" SET "details" = jsonb_build_object('boardId', "details"->'boardId', 'limit', "details"->'limit')
WHERE "action" = 'crm.sync-customers';--> statement-breakpoint
CREATE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: the foreign key clearing the actor when that user account is deleted.
  IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL
     AND (NEW.id, NEW.action, NEW.entity, NEW.entity_id, NEW.details::text, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.action, OLD.entity, OLD.entity_id, OLD.details::text, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit log entries cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();
