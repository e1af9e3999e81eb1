DROP INDEX "payment_requests_under_way";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request" ON "payments" USING btree ("agency_id","purpose","request_key") WHERE "payments"."request_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_unfulfilled" ON "payments" USING btree ("updated_at") WHERE "payments"."purpose" <> 'booking' AND "payments"."status" = 'captured' AND "payments"."fulfilled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK (("payments"."purpose" = 'booking') = ("payments"."booking_id" IS NOT NULL));