ALTER TABLE "subscriptions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Subscriptions already scheduled to end with the period keep showing that date.
UPDATE "subscriptions" SET "ends_at" = "current_period_end" WHERE "cancel_at_period_end" = true;
