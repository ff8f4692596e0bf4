DROP INDEX "reward_claims_customer_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_notes" text;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD COLUMN "claim_year" integer;--> statement-breakpoint
UPDATE "reward_claims" SET "claim_year" = extract(year FROM "created_at" AT TIME ZONE 'America/New_York')::integer;--> statement-breakpoint
ALTER TABLE "reward_claims" ALTER COLUMN "claim_year" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_customer_reward_year_unique" ON "reward_claims" USING btree ("customer_id","reward_code","claim_year");