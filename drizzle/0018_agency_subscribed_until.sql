ALTER TABLE "agencies" ADD COLUMN "subscribed_until" timestamp with time zone;--> statement-breakpoint
UPDATE "agencies" SET "subscribed_until" = "paid"."period_end" FROM (SELECT "agency_id", max("period_end") AS "period_end" FROM "agency_subscriptions" GROUP BY "agency_id") AS "paid" WHERE "paid"."agency_id" = "agencies"."id";
