CREATE TABLE "supplier_claims" (
	"product" text NOT NULL,
	"item_id" text NOT NULL,
	"day" date NOT NULL,
	"claim" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	CONSTRAINT "supplier_claims_product_item_id_day_claim_pk" PRIMARY KEY("product","item_id","day","claim")
);
--> statement-breakpoint
ALTER TABLE "supplier_reservations" DROP CONSTRAINT "supplier_reservations_valid";--> statement-breakpoint
ALTER TABLE "supplier_reservations" ADD COLUMN "item_ids" text[];--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD COLUMN "passport" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_on" date;--> statement-breakpoint
UPDATE "bookings" SET "starts_on" = ("offer"->>'checkIn')::date WHERE "starts_on" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "starts_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_claims" ADD CONSTRAINT "supplier_claims_reservation_id_supplier_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."supplier_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_claims_reservation" ON "supplier_claims" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "bookings_agency_product_starts" ON "bookings" USING btree ("agency_id","product","starts_on");--> statement-breakpoint
ALTER TABLE "supplier_reservations" ADD CONSTRAINT "supplier_reservations_valid" CHECK ("supplier_reservations"."quantity" > 0 AND "supplier_reservations"."total_minor" >= 0 AND cardinality("supplier_reservations"."days") > 0
        AND ("supplier_reservations"."reference" IS NOT NULL) = ("supplier_reservations"."status" IN ('booked', 'cancelled'))
        AND ("supplier_reservations"."item_ids" IS NULL OR cardinality("supplier_reservations"."item_ids") = cardinality("supplier_reservations"."days")));