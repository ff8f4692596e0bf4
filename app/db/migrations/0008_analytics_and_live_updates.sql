CREATE TABLE "daily_analytics_breakdown" (
	"date" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"pageviews" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "daily_analytics_breakdown_date_dimension_value_pk" PRIMARY KEY("date","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "daily_analytics" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_analytics_breakdown" ADD CONSTRAINT "daily_analytics_breakdown_dimension_check" CHECK ("dimension" IN ('page', 'referrer'));--> statement-breakpoint
-- Days that ended before this migration are final: they were written by the demo seed or an earlier version.
UPDATE "daily_analytics" SET "closed_at" = "updated_at" WHERE "date" < (now() AT TIME ZONE 'America/New_York')::date;--> statement-breakpoint
-- Live updates (issue 13, ADR 035): each statement that adds or changes what an open back-office screen shows sends
-- one notification naming only the topic, never a row's content. PostgreSQL delivers it at commit to every app server
-- that listens (LISTEN back_office_events), PGlite to its own process; several rows in one transaction send one.
CREATE FUNCTION "notify_back_office"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('back_office_events', json_build_object('topic', TG_ARGV[0])::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_notify_back_office" AFTER INSERT OR UPDATE OR DELETE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "notify_back_office"('leads');--> statement-breakpoint
CREATE TRIGGER "profiles_notify_back_office" AFTER INSERT ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_back_office"('signups');--> statement-breakpoint
CREATE TRIGGER "service_requests_notify_back_office" AFTER INSERT OR UPDATE OR DELETE ON "service_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_back_office"('requests');--> statement-breakpoint
CREATE TRIGGER "customers_notify_back_office" AFTER INSERT OR UPDATE OR DELETE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_back_office"('customers');--> statement-breakpoint
-- Per row here: a roll-up that finds nothing new updates no row and so tells no screen to reload.
CREATE TRIGGER "daily_analytics_notify_back_office" AFTER INSERT OR UPDATE ON "daily_analytics" FOR EACH ROW EXECUTE FUNCTION "notify_back_office"('analytics');
