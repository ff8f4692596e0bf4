-- Cached figures (ADR 050): each statement that changes a table the back office adds up sends one notification naming
-- the table, never a row. Every app server LISTENs on `figures_changed` and drops the figures that read that table.
-- PostgreSQL delivers at commit, so a figure is never dropped for a change that was rolled back; several statements
-- on one table in one transaction send one notification.
CREATE FUNCTION "notify_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('figures_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "service_history_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_history" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "leads_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "service_requests_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();--> statement-breakpoint
CREATE TRIGGER "reward_claims_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reward_claims" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();
