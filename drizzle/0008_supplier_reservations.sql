CREATE TABLE "supplier_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"item_id" text NOT NULL,
	"days" date[] NOT NULL,
	"quantity" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "supplier_reservations_valid" CHECK ("supplier_reservations"."quantity" > 0 AND "supplier_reservations"."total_minor" >= 0 AND cardinality("supplier_reservations"."days") > 0
        AND ("supplier_reservations"."reference" IS NOT NULL) = ("supplier_reservations"."status" IN ('booked', 'cancelled')))
);
--> statement-breakpoint
CREATE INDEX "supplier_reservations_held_expiry" ON "supplier_reservations" USING btree ("product","expires_at") WHERE "supplier_reservations"."status" = 'held';