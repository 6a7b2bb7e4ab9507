ALTER TABLE "websites" ADD COLUMN "brief" jsonb;--> statement-breakpoint
-- Sites generated before the column existed: their brief is the input of their latest completed job.
UPDATE "websites" AS w SET "brief" = j."input" - 'reason'
FROM (
  SELECT DISTINCT ON ("website_id") "website_id", "input"
  FROM "generation_jobs"
  WHERE "status" = 'completed'
  ORDER BY "website_id", "created_at" DESC
) AS j
WHERE j."website_id" = w."id";
