-- The settings record joins the tables whose changes are announced on `figures_changed` (migration 0012, ADR 050):
-- every app server keeps the record in memory and drops it when a committed statement changes it, whoever made the
-- change (another app server, a script, psql). Pages and forms read the record on every request otherwise.
CREATE TRIGGER "settings_figures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_figures_changed"();
