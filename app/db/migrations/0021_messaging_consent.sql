CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"words_shown" text,
	"keyword" text,
	"ip_address" text,
	"locale" text NOT NULL,
	"customer_id" uuid,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_states" (
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"event_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_states_contact_channel_purpose_pk" PRIMARY KEY("contact","channel","purpose")
);
--> statement-breakpoint
CREATE TABLE "inbound_texts" (
	"provider_sid" text PRIMARY KEY NOT NULL,
	"from_number" text NOT NULL,
	"body" text NOT NULL,
	"keyword" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"owner_feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_number" text NOT NULL,
	"customer_id" uuid,
	"appointment_id" uuid,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"purpose" text NOT NULL,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"consent_event_id" uuid,
	"transport" text,
	"provider_sid" text,
	"dedupe_key" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_provider_sid_unique" UNIQUE("provider_sid"),
	CONSTRAINT "text_messages_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "messaging" jsonb DEFAULT '{"reviewLink":null,"reminderHoursBefore":{"first":24,"second":2},"enabled":{"booking_confirmed":true,"booking_rescheduled":true,"booking_cancelled":true,"reminder_day_before":true,"reminder_hours_before":true,"on_my_way":true,"visit_completed":true,"review_request":true}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_states" ADD CONSTRAINT "consent_states_event_id_consent_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consent_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_consent_event_id_consent_events_id_fk" FOREIGN KEY ("consent_event_id") REFERENCES "public"."consent_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_contact_idx" ON "consent_events" USING btree ("contact","channel","purpose","created_at");--> statement-breakpoint
CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "inbound_texts_from_idx" ON "inbound_texts" USING btree ("from_number","received_at");--> statement-breakpoint
CREATE INDEX "text_messages_customer_idx" ON "text_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_to_idx" ON "text_messages" USING btree ("to_number","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_pending_idx" ON "text_messages" USING btree ("send_after") WHERE "text_messages"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_customer_idx" ON "mail_messages" USING btree ("customer_id","created_at");