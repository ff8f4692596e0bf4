-- The settings record joins the tables whose changes are announced on `figures_changed` (migration 0012, ADR 050):
-- every app server keeps the record in memory and drops it when a committed statement changes it, whoever made the
-- change (another app server, a script, psql). Pages and forms read the record on every request otherwise.
CREATE TRIGGER "settings_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();--> statement-breakpoint
-- Migration 0013 is dated before 0012 in the journal, and the migrator runs only migrations dated after the last one
-- a database has: a database migrated while 0012 was the newest never ran 0013. Its change again, harmless where it ran.
DROP INDEX IF EXISTS "jobs_claimable_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_claimable_by_type_idx" ON "jobs" USING btree ("type","run_at","id") WHERE "jobs"."status" = 'pending';
