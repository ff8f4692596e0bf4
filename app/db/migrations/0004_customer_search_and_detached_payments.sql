CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || customer_number)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "detached_customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "detached_customer_number" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "detached_customer_name" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "detached_customer_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm_idx" ON "customers" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_first_name_prefix_idx" ON "customers" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_last_name_prefix_idx" ON "customers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_number_prefix_idx" ON "customers" USING btree (lower("customer_number") text_pattern_ops);