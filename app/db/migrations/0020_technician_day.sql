CREATE TABLE "service_photo_files" (
	"photo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "service_photo_files_photo_id_width_pk" PRIMARY KEY("photo_id","width"),
	CONSTRAINT "service_photo_files_size_check" CHECK ("service_photo_files"."width" > 0 AND "service_photo_files"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_history_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_action_receipts" (
	"idempotency_key" uuid PRIMARY KEY NOT NULL,
	"technician_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"action" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "on_my_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "parts_used" text;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "service_photo_files" ADD CONSTRAINT "service_photo_files_photo_id_service_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."service_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_photos" ADD CONSTRAINT "service_photos_service_history_id_service_history_id_fk" FOREIGN KEY ("service_history_id") REFERENCES "public"."service_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_action_receipts" ADD CONSTRAINT "technician_action_receipts_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_action_receipts" ADD CONSTRAINT "technician_action_receipts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_photos_record_idx" ON "service_photos" USING btree ("service_history_id","position");--> statement-breakpoint
CREATE INDEX "technician_action_receipts_appointment_idx" ON "technician_action_receipts" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_appointment_id_unique" UNIQUE("appointment_id");--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_calendar_feed_token_hash_unique" UNIQUE("calendar_feed_token_hash");