CREATE TABLE "quote_deposit_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_deposit_checkouts_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "quote_deposit_checkouts_status_known" CHECK ("quote_deposit_checkouts"."status" in ('open', 'pending', 'paid', 'failed')),
	CONSTRAINT "quote_deposit_checkouts_amount_positive" CHECK ("quote_deposit_checkouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_number_counters" (
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_number_counters_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "quote_option_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_book_code" text,
	"description" text NOT NULL,
	"quantity_thousandths" integer DEFAULT 1000 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	CONSTRAINT "quote_option_lines_cents_not_negative" CHECK ("quote_option_lines"."unit_price_cents" >= 0 and "quote_option_lines"."line_total_cents" >= 0 and "quote_option_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tier" text NOT NULL,
	"description" text NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_options_position_range" CHECK ("quote_options"."position" between 1 and 3),
	CONSTRAINT "quote_options_tier_known" CHECK ("quote_options"."tier" in ('good', 'better', 'best')),
	CONSTRAINT "quote_options_total_not_negative" CHECK ("quote_options"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text,
	"year" integer,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"service_type" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone,
	"chosen_option_id" uuid,
	"signed_name" text,
	"signature_path" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"document_hash" text,
	"deposit_percent" integer,
	"deposit_cents" integer,
	"deposit_paid_at" timestamp with time zone,
	"appointment_id" uuid,
	"decline_reason" text,
	"sent_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('draft', 'sent', 'signed', 'approved', 'declined', 'expired')),
	CONSTRAINT "quotes_sent_have_number" CHECK ("quotes"."status" = 'draft' or "quotes"."number" is not null),
	CONSTRAINT "quotes_signed_have_record" CHECK ("quotes"."status" not in ('signed', 'approved') or ("quotes"."signed_name" is not null and "quotes"."signature_path" is not null and "quotes"."signed_at" is not null and "quotes"."document_hash" is not null and "quotes"."deposit_cents" is not null and "quotes"."chosen_option_id" is not null)),
	CONSTRAINT "quotes_signature_bounded" CHECK (length("quotes"."signature_path") <= 12000),
	CONSTRAINT "quotes_deposit_not_negative" CHECK ("quotes"."deposit_cents" >= 0),
	CONSTRAINT "quotes_deposit_percent_range" CHECK ("quotes"."deposit_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "messaging" SET DEFAULT '{"reviewLink":null,"reminderHoursBefore":{"first":24,"second":2},"enabled":{"booking_confirmed":true,"booking_rescheduled":true,"booking_cancelled":true,"reminder_day_before":true,"reminder_hours_before":true,"on_my_way":true,"visit_completed":true,"review_request":true,"plan_visit_offer":true,"invoice_sent":true}}'::jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "quote_deposit_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_deposit_checkouts" ADD CONSTRAINT "quote_deposit_checkouts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_option_lines" ADD CONSTRAINT "quote_option_lines_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_option_lines" ADD CONSTRAINT "quote_option_lines_price_book_code_price_book_items_code_fk" FOREIGN KEY ("price_book_code") REFERENCES "public"."price_book_items"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_deposit_checkouts_quote_idx" ON "quote_deposit_checkouts" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_option_lines_option_position_idx" ON "quote_option_lines" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_quote_position_idx" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_quote_tier_idx" ON "quote_options" USING btree ("quote_id","tier");--> statement-breakpoint
CREATE INDEX "quotes_customer_status_idx" ON "quotes" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "quotes_status_expires_idx" ON "quotes" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_quote_deposit_percent_range" CHECK ("settings"."quote_deposit_percent" between 0 and 100);