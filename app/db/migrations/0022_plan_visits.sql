CREATE TABLE "plan_visit_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_visit_id" uuid NOT NULL,
	"window_date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid,
	"order_id" uuid,
	"customer_id" uuid NOT NULL,
	"plan_code" text NOT NULL,
	"visit_number" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"appointment_id" uuid,
	"offered_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"follow_up_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_visits_one_plan" CHECK (num_nonnulls("plan_visits"."subscription_id", "plan_visits"."order_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "messaging" SET DEFAULT '{"reviewLink":null,"reminderHoursBefore":{"first":24,"second":2},"enabled":{"booking_confirmed":true,"booking_rescheduled":true,"booking_cancelled":true,"reminder_day_before":true,"reminder_hours_before":true,"on_my_way":true,"visit_completed":true,"review_request":true,"plan_visit_offer":true}}'::jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "repair_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_visit_windows" ADD CONSTRAINT "plan_visit_windows_plan_visit_id_plan_visits_id_fk" FOREIGN KEY ("plan_visit_id") REFERENCES "public"."plan_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_visit_windows_visit_idx" ON "plan_visit_windows" USING btree ("plan_visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_subscription_visit_idx" ON "plan_visits" USING btree ("subscription_id","visit_number");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_order_visit_idx" ON "plan_visits" USING btree ("order_id","visit_number");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_appointment_idx" ON "plan_visits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "plan_visits_status_due_idx" ON "plan_visits" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "plan_visits_customer_idx" ON "plan_visits" USING btree ("customer_id");--> statement-breakpoint
-- The catalog's repair discounts (issue 37 item 5) for databases whose plans were seeded before the column existed.
UPDATE "plans" SET "repair_discount_percent" = CASE "code" WHEN 'basic' THEN 10 WHEN 'premium_care' THEN 15 WHEN 'commercial_plus' THEN 25 ELSE "repair_discount_percent" END;
--> statement-breakpoint
-- The plan visit offer's switch (issue 37 item 2), on, as every message is on a new database.
UPDATE "settings" SET "messaging" = jsonb_set("messaging", '{enabled,plan_visit_offer}', 'true'::jsonb, true) WHERE NOT ("messaging"->'enabled' ? 'plan_visit_offer');
