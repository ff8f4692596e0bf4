DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_source_created_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "service_requests_status_idx";--> statement-breakpoint
DROP INDEX "service_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "service_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "leads_status_created_id_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_source_created_id_idx" ON "leads" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_created_id_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_status_created_id_idx" ON "service_requests" USING btree ("status","created_at","id");