CREATE TABLE "photo_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"upload_id" uuid,
	"source" text NOT NULL,
	"query" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"credit" jsonb,
	"remote" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_choices" ADD CONSTRAINT "photo_choices_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_choices" ADD CONSTRAINT "photo_choices_upload_id_site_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."site_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_choices_website_id_idx" ON "photo_choices" USING btree ("website_id");