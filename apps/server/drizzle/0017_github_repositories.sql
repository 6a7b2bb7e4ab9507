CREATE TABLE "github_repositories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"html_url" text NOT NULL,
	"created_by_zappy" boolean NOT NULL,
	"token_encrypted" text,
	"pages_enabled" boolean DEFAULT false NOT NULL,
	"pages_url" text,
	"pages_error" text,
	"push_status" text DEFAULT 'pending' NOT NULL,
	"push_version" integer,
	"push_error" text,
	"push_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_push_at" timestamp with time zone,
	"push_requests" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "github_repositories_website_id_unique" UNIQUE("website_id")
);
--> statement-breakpoint
ALTER TABLE "github_repositories" ADD CONSTRAINT "github_repositories_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;