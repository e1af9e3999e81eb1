CREATE TABLE "hold_intents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"product" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_reservations" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "hold_intents" ADD CONSTRAINT "hold_intents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hold_intents_created" ON "hold_intents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_reservations_client_reference" ON "supplier_reservations" USING btree ("product","client_reference");