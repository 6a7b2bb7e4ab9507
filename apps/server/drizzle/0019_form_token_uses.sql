CREATE TABLE "form_token_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_token_uses_expires_at_idx" ON "form_token_uses" USING btree ("expires_at");