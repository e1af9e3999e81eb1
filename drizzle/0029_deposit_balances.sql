ALTER TABLE "bookings" DROP CONSTRAINT "bookings_money";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "deposit_minor" integer;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
CREATE INDEX "bookings_balance_due" ON "bookings" USING btree ("balance_due_on") WHERE "bookings"."balance_minor" > 0 AND "bookings"."balance_paid_at" IS NULL AND "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_balance" ON "payments" USING btree ("agency_id","subject") WHERE "payments"."purpose" = 'balance' AND "payments"."status" NOT IN ('failed', 'voided', 'refunded');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money" CHECK ("bookings"."total_minor" >= 0 AND "bookings"."card_minor" >= 0 AND "bookings"."credits_value_minor" >= 0
        AND "bookings"."balance_minor" >= 0
        AND "bookings"."card_minor" + "bookings"."credits_value_minor" + "bookings"."balance_minor" = "bookings"."total_minor"
        AND ("bookings"."balance_minor" = 0) = ("bookings"."balance_due_on" IS NULL)
        AND "bookings"."refunded_minor" >= 0 AND "bookings"."refunded_minor" <= "bookings"."total_minor");