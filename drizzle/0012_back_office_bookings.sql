CREATE TABLE "booking_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_notes_booking" ON "booking_notes" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_created" ON "bookings" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_starts" ON "bookings" USING btree ("agency_id","starts_on","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_total" ON "bookings" USING btree ("agency_id","total_usd","id");--> statement-breakpoint
CREATE INDEX "bookings_agency_status" ON "bookings" USING btree ("agency_id","status");