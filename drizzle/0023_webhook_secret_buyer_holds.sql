-- The signing secret of each agency's own Stripe webhook endpoint, sealed as its secret key is
-- (lib/server/crypto/seal.ts): a delivery is verified with the secret of the agency whose host
-- received it. And a buyer's live holds, newest first, which each new quote reads to give back
-- those beyond the cap (lib/server/bookings/quotes.ts): by account, and by guest secret.
ALTER TABLE "agency_payment_gateways" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
CREATE INDEX "checkout_quotes_open_user" ON "checkout_quotes" USING btree ("agency_id","owner_user_id","created_at") WHERE "checkout_quotes"."status" = 'open' AND "checkout_quotes"."owner_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "checkout_quotes_open_guest" ON "checkout_quotes" USING btree ("agency_id","guest_secret_hash","created_at") WHERE "checkout_quotes"."status" = 'open' AND "checkout_quotes"."owner_user_id" IS NULL;