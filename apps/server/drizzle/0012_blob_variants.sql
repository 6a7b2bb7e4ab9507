ALTER TABLE "blobs" ADD COLUMN "gzip" "bytea";--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "brotli" "bytea";