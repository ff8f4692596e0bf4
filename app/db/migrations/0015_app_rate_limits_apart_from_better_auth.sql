CREATE TABLE "app_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_rate_limits_window_ends_idx" ON "app_rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
-- Until now the app's counters lived in better-auth's rate_limit table under keys starting "form:", where better-auth
-- deleted them after its own 60 s window (security probe 4, N1; ADR 015). They start afresh in app_rate_limits: every
-- such limit restarts its window once, at this upgrade, and the old rows go.
DELETE FROM "rate_limit" WHERE "key" LIKE 'form:%';
