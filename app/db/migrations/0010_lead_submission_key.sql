ALTER TABLE "leads" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_submission_key_unique" ON "leads" USING btree ("submission_key");