CREATE TABLE "work_photo_files" (
	"photo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "work_photo_files_photo_id_width_pk" PRIMARY KEY("photo_id","width"),
	CONSTRAINT "work_photo_files_size_check" CHECK ("work_photo_files"."width" > 0 AND "work_photo_files"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caption" text NOT NULL,
	"caption_es" text,
	"position" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "photos_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_photo_files" ADD CONSTRAINT "work_photo_files_photo_id_work_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."work_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_photos" ADD CONSTRAINT "work_photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_photos_position_idx" ON "work_photos" USING btree ("position","created_at");