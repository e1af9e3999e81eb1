ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
CREATE INDEX "bookings_quote" ON "bookings" USING btree ("quote_id");