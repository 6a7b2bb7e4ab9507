ALTER TABLE "cleanup_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_versions" ADD COLUMN "commit_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "website_versions" ADD COLUMN "commit_error" text;--> statement-breakpoint
CREATE INDEX "website_versions_commit_pending_idx" ON "website_versions" USING btree ("created_at") WHERE "website_versions"."commit_pending";