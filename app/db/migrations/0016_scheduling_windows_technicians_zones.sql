CREATE TABLE "schedule_day_locks" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_days_off" (
	"technician_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "technician_days_off_technician_id_day_pk" PRIMARY KEY("technician_id","day")
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"service_types" jsonb NOT NULL,
	"zones" jsonb NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"on_emergency_rota" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technicians_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "zone_zip_codes" (
	"zone" text NOT NULL,
	"zip_code" text NOT NULL,
	CONSTRAINT "zone_zip_codes_zone_zip_code_pk" PRIMARY KEY("zone","zip_code")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "scheduling" jsonb DEFAULT '{"windows":{"sunday":[],"monday":[{"start":"08:00","end":"10:00"},{"start":"10:00","end":"12:00"},{"start":"12:00","end":"14:00"},{"start":"14:00","end":"16:00"},{"start":"16:00","end":"18:00"}],"tuesday":[{"start":"08:00","end":"10:00"},{"start":"10:00","end":"12:00"},{"start":"12:00","end":"14:00"},{"start":"14:00","end":"16:00"},{"start":"16:00","end":"18:00"}],"wednesday":[{"start":"08:00","end":"10:00"},{"start":"10:00","end":"12:00"},{"start":"12:00","end":"14:00"},{"start":"14:00","end":"16:00"},{"start":"16:00","end":"18:00"}],"thursday":[{"start":"08:00","end":"10:00"},{"start":"10:00","end":"12:00"},{"start":"12:00","end":"14:00"},{"start":"14:00","end":"16:00"},{"start":"16:00","end":"18:00"}],"friday":[{"start":"08:00","end":"10:00"},{"start":"10:00","end":"12:00"},{"start":"12:00","end":"14:00"},{"start":"14:00","end":"16:00"},{"start":"16:00","end":"18:00"}],"saturday":[{"start":"08:00","end":"10:00"},{"start":"10:00","end":"12:00"},{"start":"12:00","end":"14:00"},{"start":"14:00","end":"16:00"}]},"durationMinutes":{"Maintenance":60,"AC Repair":90,"Heating Repair":90,"Consultation":60,"Installation":180,"Emergency Service":90},"travelBufferMinutes":15,"leadTimeHours":24,"emergencyLeadTimeHours":2,"horizonDays":60,"emergencyReservePercent":20,"emergencyReserveReleaseHours":4}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "technician_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "over_capacity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "technician_days_off" ADD CONSTRAINT "technician_days_off_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technicians_active_idx" ON "technicians" USING btree ("active");--> statement-breakpoint
CREATE INDEX "zone_zip_codes_zip_idx" ON "zone_zip_codes" USING btree ("zip_code");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_technician_date_idx" ON "appointments" USING btree ("technician_id","appointment_date");--> statement-breakpoint
-- The booking zones a database starts with (app/config/business-defaults.ts, DEFAULT_ZONE_ZIP_CODES, as of this
-- migration); staff edit them on Settings' Scheduling tab from then on.
INSERT INTO "zone_zip_codes" ("zone", "zip_code") VALUES
  ('City of Miami', '33125'),
  ('City of Miami', '33127'),
  ('City of Miami', '33128'),
  ('City of Miami', '33129'),
  ('City of Miami', '33130'),
  ('City of Miami', '33131'),
  ('City of Miami', '33132'),
  ('City of Miami', '33135'),
  ('City of Miami', '33136'),
  ('City of Miami', '33137'),
  ('City of Miami', '33138'),
  ('City of Miami', '33142'),
  ('City of Miami', '33145'),
  ('City of Miami', '33147'),
  ('City of Miami', '33150'),
  ('Kendall', '33173'),
  ('Kendall', '33175'),
  ('Kendall', '33176'),
  ('Kendall', '33183'),
  ('Kendall', '33185'),
  ('Kendall', '33186'),
  ('Kendall', '33193'),
  ('Kendall', '33196'),
  ('Coral Gables', '33114'),
  ('Coral Gables', '33124'),
  ('Coral Gables', '33134'),
  ('Coral Gables', '33146'),
  ('Pinecrest', '33156'),
  ('South Miami', '33143'),
  ('Hialeah', '33002'),
  ('Hialeah', '33010'),
  ('Hialeah', '33011'),
  ('Hialeah', '33012'),
  ('Hialeah', '33013'),
  ('Hialeah', '33014'),
  ('Hialeah', '33015'),
  ('Hialeah', '33016'),
  ('Hialeah', '33017'),
  ('Hialeah', '33018'),
  ('Key Biscayne', '33149'),
  ('Miami Beach', '33109'),
  ('Miami Beach', '33119'),
  ('Miami Beach', '33139'),
  ('Miami Beach', '33140'),
  ('Miami Beach', '33141'),
  ('Aventura', '33160'),
  ('Aventura', '33180'),
  ('Surfside', '33154'),
  ('Bal Harbour', '33154'),
  ('Gables by the Sea', '33156'),
  ('Gables by the Sea', '33158'),
  ('Palmetto Bay', '33157'),
  ('Palmetto Bay', '33158'),
  ('Homestead', '33030'),
  ('Homestead', '33031'),
  ('Homestead', '33032'),
  ('Homestead', '33033'),
  ('Homestead', '33034'),
  ('Homestead', '33035'),
  ('Homestead', '33039'),
  ('Homestead', '33090'),
  ('Homestead', '33092'),
  ('Doral', '33122'),
  ('Doral', '33166'),
  ('Doral', '33172'),
  ('Doral', '33178'),
  ('Coconut Grove', '33133'),
  ('Miami Lakes', '33014'),
  ('Miami Lakes', '33016'),
  ('Miami Lakes', '33018')
ON CONFLICT DO NOTHING;
