-- Payments get their own state machine (payment_events: each gateway call as a request before it and
-- its outcome after, and every move of the status); running idempotency keys carry a lease; a
-- cancellation under way is a `cancelling` booking with what it gives back fixed in `cancellation`.
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"amount_minor" integer,
	"idempotency_key" text,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_unsettled";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "challenge_url" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payments_unsettled" ON "payments" USING btree ("updated_at") WHERE "payments"."status" IN ('pending', 'requires_action', 'authorised');--> statement-breakpoint
CREATE INDEX "bookings_unsettled" ON "bookings" USING btree ("step_at") WHERE "bookings"."status" IN ('pending', 'requires_action', 'cancelling');