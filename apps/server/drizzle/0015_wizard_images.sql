CREATE TABLE "wizard_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"browser_hash" text NOT NULL,
	"source" text NOT NULL,
	"photo_id" text,
	"alt" text DEFAULT '' NOT NULL,
	"credit" jsonb,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wizard_images" ADD CONSTRAINT "wizard_images_session_id_wizard_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."wizard_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wizard_images_session_id_idx" ON "wizard_images" USING btree ("session_id");